import { CsvExportButton } from '../CsvExportButton';

export const ExportTransactionsButton = () => <CsvExportButton path="transactions/export" />;
