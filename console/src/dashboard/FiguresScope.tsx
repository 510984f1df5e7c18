import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSelectedTenant } from '../tenant/useTenant';
import { Figures } from './Figures';

/** A system admin's figures: every tenant together, or the tenant chosen in the app bar. */
export const FiguresScope = () => {
  const translate = useTranslate();
  const selected = useSelectedTenant();
  const [isEveryTenant, setEveryTenant] = useState(true);
  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        sx={{ mt: 3 }}
        value={isEveryTenant || !selected ? 'all' : 'one'}
        onChange={(_event, value) => value && setEveryTenant(value === 'all')}
        aria-label={translate('console.dashboard.figures.scope')}
      >
        <ToggleButton value="all">
          {translate('console.dashboard.figures.everyTenant')}
        </ToggleButton>
        <ToggleButton value="one" disabled={!selected}>
          {translate('console.dashboard.figures.chosenTenant')}
        </ToggleButton>
      </ToggleButtonGroup>
      <Figures companyId={isEveryTenant || !selected ? null : selected} />
    </>
  );
};
