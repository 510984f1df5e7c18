import { previewPath } from '@hondana/schemas/contracts';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SettingsIcon from '@mui/icons-material/Settings';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useChooseTenant } from '../tenant/useChooseTenant';
import { readerUrl, type TenantAddress } from './readerUrl';

export interface TenantSummary extends Partial<TenantAddress> {
  id: string;
  name?: string;
}

interface TenantCardProps {
  tenant: TenantSummary;
  /** System admins switch the working tenant before opening its settings. */
  canSwitch: boolean;
}

/** A tenant's name and address with links to its reader, its preview and its settings. */
export const TenantCard = ({ tenant, canSwitch }: TenantCardProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  const chooseTenant = useChooseTenant();
  const url = tenant.domainType ? readerUrl(tenant as TenantAddress, window.location) : null;
  const openSettings = () => {
    if (canSwitch) chooseTenant(String(tenant.id));
    navigate(`${basename}/settings/company`);
  };
  return (
    <Card variant="outlined" data-testid={`tenant-${tenant.id}`}>
      <CardContent>
        <Typography variant="h6">
          {tenant.name ?? translate('console.dashboard.yourLibrary')}
        </Typography>
        {url && (
          <Typography variant="body2" color="text.secondary">
            {url}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        {url && (
          <Button
            size="small"
            href={url}
            target="_blank"
            rel="noopener"
            startIcon={<OpenInNewIcon />}
          >
            {translate('console.dashboard.openReader')}
          </Button>
        )}
        <Button
          size="small"
          href={previewPath(tenant.id)}
          target="_blank"
          startIcon={<VisibilityIcon />}
        >
          {translate('console.dashboard.preview')}
        </Button>
        <Button size="small" onClick={openSettings} startIcon={<SettingsIcon />}>
          {translate('console.dashboard.settings')}
        </Button>
      </CardActions>
    </Card>
  );
};
