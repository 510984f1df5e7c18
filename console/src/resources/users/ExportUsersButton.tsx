import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { withTenant } from '../../providers/httpClient';
import { useWorkingCompanyId } from '../../tenant/useTenant';
import { usersExportUrl } from './userActions';

/**
 * A plain download link: the browser saves the server's bytes as they are, so the CSV keeps
 * its byte-order mark (Excel needs it for Japanese names). The session cookie goes with it.
 */
export const ExportUsersButton = () => {
  const translate = useTranslate();
  // A company admin's own id is accepted too, so the link needs no role check.
  const companyId = useWorkingCompanyId();
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      href={withTenant(usersExportUrl, companyId ?? null)}
      download
      data-testid="export-users"
    >
      {translate('console.users.exportCsv')}
    </Button>
  );
};
