import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { apiUrl, withTenant } from '../../providers/httpClient';
import { useWorkingCompanyId } from '../../tenant/useTenant';

/** The subscriptions the list shows (its filters) as CSV, a plain link keeping the BOM. */
export const ExportSubscriptionsButton = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const companyId = useWorkingCompanyId();
  const filter = encodeURIComponent(JSON.stringify(filterValues ?? {}));
  const url = `${apiUrl}/subscriptions/export?filter=${filter}`;
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      href={withTenant(url, companyId ?? null)}
      download
      data-testid="export-subscriptions"
    >
      {translate('console.users.exportCsv')}
    </Button>
  );
};
