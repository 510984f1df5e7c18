import { TopToolbar } from 'react-admin';
import { CsvExportButton } from '../shared/CsvExportButton';

export const UsageListActions = () => (
  <TopToolbar>
    <CsvExportButton path="usage/export" />
  </TopToolbar>
);
