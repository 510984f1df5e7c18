import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { TopToolbar, useListContext, useTranslate } from 'react-admin';
import { apiUrl, withTenant } from '../../providers/httpClient';
import { useWorkingCompanyId } from '../../tenant/useTenant';

/**
 * The months the report shows as CSV: a plain download link, so the file keeps its byte-order
 * mark for Excel (formula-like titles are neutralised by the server).
 */
export const ExportUsageButton = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const companyId = useWorkingCompanyId();
  const filter = encodeURIComponent(JSON.stringify(filterValues ?? {}));
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      href={withTenant(`${apiUrl}/usage/export?filter=${filter}`, companyId ?? null)}
      download
      data-testid="export-usage"
    >
      {translate('console.users.exportCsv')}
    </Button>
  );
};

export const UsageListActions = () => (
  <TopToolbar>
    <ExportUsageButton />
  </TopToolbar>
);
