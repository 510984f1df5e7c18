import { CsvExportButton } from '../CsvExportButton';

export const ExportSubscriptionsButton = () => <CsvExportButton path="subscriptions/export" />;
