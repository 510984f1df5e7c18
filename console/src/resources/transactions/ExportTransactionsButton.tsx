import { CsvExportButton } from '../shared/CsvExportButton';

export const ExportTransactionsButton = () => <CsvExportButton path="transactions/export" />;
