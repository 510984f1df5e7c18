import { MenuItem, TextField } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useGetIdentity, useGetList, useTranslate } from 'react-admin';
import { isSystemAdmin, type AdminIdentity } from '../providers/roles';
import { setSelectedTenant } from '../providers/tenantStore';
import { useChooseTenant } from './useChooseTenant';
import { useSelectedTenant } from './useTenant';

interface CompanyOption {
  id: string;
  name: string;
}

/** App-bar tenant picker for system admins; settings screens follow the chosen tenant. */
export const TenantSelector = () => {
  const { identity } = useGetIdentity();
  if (!isSystemAdmin(identity as AdminIdentity | undefined)) return null;
  return <TenantSelect />;
};

const TenantSelect = () => {
  const translate = useTranslate();
  const choose = useChooseTenant();
  const selected = useSelectedTenant();
  const {
    data: companies = [],
    isFetching,
    refetch,
  } = useGetList<CompanyOption>('companies', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  const isKnown = companies.some((company) => String(company.id) === selected);
  const recheckedFor = useRef<string | null>(null);

  // Start on the first tenant, and move off a tenant that no longer exists. A tenant chosen
  // but not in the list may be one just created (the list not fetched again yet): ask once
  // more before giving up on it.
  useEffect(() => {
    if (isFetching || companies.length === 0 || isKnown) return;
    if (selected && recheckedFor.current !== selected) {
      recheckedFor.current = selected;
      void refetch();
      return;
    }
    setSelectedTenant(String(companies[0].id));
  }, [companies, isKnown, isFetching, selected, refetch]);

  if (companies.length === 0) return null;
  return (
    <TextField
      select
      size="small"
      variant="outlined"
      label={translate('console.tenant.label')}
      value={isKnown ? selected : ''}
      onChange={(event) => choose(event.target.value)}
      inputProps={{ 'data-testid': 'tenant-selector' }}
      sx={{
        width: 220,
        flexShrink: 0,
        mr: 1,
        mt: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        // The floating label sits half on the app bar: its own background keeps it readable.
        '& .MuiInputLabel-root': { bgcolor: 'background.paper', px: 0.5, borderRadius: 0.5 },
      }}
    >
      {companies.map((company) => (
        <MenuItem key={company.id} value={String(company.id)}>
          {company.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
