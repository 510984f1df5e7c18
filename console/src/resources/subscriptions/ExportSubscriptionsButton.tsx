import { CsvExportButton } from '../shared/CsvExportButton';

export const ExportSubscriptionsButton = () => <CsvExportButton path="subscriptions/export" />;
