import { Role } from '@hondana/schemas/contracts';
import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { Loading, Title, useGetIdentity, useGetList, useTranslate } from 'react-admin';
import type { AdminIdentity } from '../providers/roles';
import { Figures } from './Figures';
import { FiguresScope } from './FiguresScope';
import { ChosenTenantChecklist } from './onboarding/ChosenTenantChecklist';
import { SetupChecklist } from './onboarding/SetupChecklist';
import { TenantCard, type TenantSummary } from './TenantCard';

/**
 * The landing page: the tenants this admin manages, with their readers and settings, a new
 * tenant's setup checklist, and the business's figures (plans and coupons only for service
 * admins).
 */
export const Dashboard = () => {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  if (isPending || !identity) return <Loading />;
  const admin = identity as unknown as AdminIdentity & { company?: TenantSummary };
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('console.dashboard.title')} />
      <Typography variant="h5" gutterBottom>
        {translate('console.dashboard.welcome', { name: admin.fullName || admin.email })}
      </Typography>
      {admin.roleLevel === Role.SYSTEM_ADMIN && (
        <>
          <AllTenants />
          <ChosenTenantChecklist />
          <FiguresScope />
        </>
      )}
      {admin.roleLevel === Role.COMPANY_ADMIN && admin.companyId != null && (
        <>
          <TenantGrid
            tenants={[{ ...admin.company, id: String(admin.companyId) }]}
            canSwitch={false}
          />
          <SetupChecklist companyId={String(admin.companyId)} />
          <Figures companyId={String(admin.companyId)} />
        </>
      )}
      {admin.roleLevel !== Role.SYSTEM_ADMIN && admin.roleLevel !== Role.COMPANY_ADMIN && (
        <>
          <Card variant="outlined">
            <CardContent>
              <Typography>{translate('console.dashboard.nothingYet')}</Typography>
            </CardContent>
          </Card>
          {admin.companyId != null && <Figures companyId={String(admin.companyId)} />}
        </>
      )}
    </Box>
  );
};

const AllTenants = () => {
  const { data, isPending } = useGetList<TenantSummary>('companies', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  if (isPending) return <Loading />;
  return <TenantGrid tenants={data ?? []} canSwitch />;
};

const TenantGrid = ({ tenants, canSwitch }: { tenants: TenantSummary[]; canSwitch: boolean }) => (
  <Grid container spacing={2}>
    {tenants.map((tenant) => (
      <Grid key={tenant.id} size={{ xs: 12, md: 6, xl: 4 }}>
        <TenantCard tenant={tenant} canSwitch={canSwitch} />
      </Grid>
    ))}
  </Grid>
);
