import { getSettingsKind } from '@hondana/schemas';
import { Alert } from '@mui/material';
import { useParams } from 'react-router-dom';
import { Loading, NotFound, useTranslate } from 'react-admin';
import { useWorkingCompanyId } from '../../tenant/useTenant';
import { SettingsEdit } from './SettingsEdit';

/** `/settings/:kind` — one editor per kind, remounted when the kind or the tenant changes. */
export const SettingsRoute = () => {
  const { kind = '' } = useParams();
  const translate = useTranslate();
  const companyId = useWorkingCompanyId();
  const definition = getSettingsKind(kind);
  if (!definition) return <NotFound />;
  if (companyId === undefined) return <Loading />;
  if (companyId === null) return <Alert severity="info">{translate('console.tenant.none')}</Alert>;
  return (
    <SettingsEdit key={`${kind}@${companyId}`} definition={definition} companyId={companyId} />
  );
};
