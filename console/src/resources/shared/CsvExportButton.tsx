import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { apiUrl, withTenant } from '../../providers/httpClient';
import { useWorkingCompanyId } from '../../tenant/useTenant';

/**
 * What a list shows (its filters) as CSV from `/api/admin/{path}`: a plain download link, so
 * the file keeps its byte-order mark for Excel (the server neutralises formula-like cells).
 */
export const CsvExportButton = ({ path }: { path: string }) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const companyId = useWorkingCompanyId();
  const filter = encodeURIComponent(JSON.stringify(filterValues ?? {}));
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      href={withTenant(`${apiUrl}/${path}?filter=${filter}`, companyId ?? null)}
      download
      data-testid={`export-${path.split('/')[0]}`}
    >
      {translate('console.users.exportCsv')}
    </Button>
  );
};
