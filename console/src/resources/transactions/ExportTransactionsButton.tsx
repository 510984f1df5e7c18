import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { apiUrl, withTenant } from '../../providers/httpClient';
import { useWorkingCompanyId } from '../../tenant/useTenant';

/**
 * The payments the list shows (its filters) as CSV: a plain download link, so the file keeps
 * its byte-order mark for Excel.
 */
export const ExportTransactionsButton = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const companyId = useWorkingCompanyId();
  const url = `${apiUrl}/transactions/export?filter=${encodeURIComponent(JSON.stringify(filterValues ?? {}))}`;
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      href={withTenant(url, companyId ?? null)}
      download
      data-testid="export-transactions"
    >
      {translate('console.users.exportCsv')}
    </Button>
  );
};
