import BrushIcon from '@mui/icons-material/Brush';
import BusinessIcon from '@mui/icons-material/Business';
import LoginIcon from '@mui/icons-material/Login';
import PaymentIcon from '@mui/icons-material/Payment';
import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import { ListSubheader } from '@mui/material';
import { settingsKinds } from '@hondana/schemas';
import type { ReactElement } from 'react';
import { Menu, useBasename, useCanAccess, useSidebarState, useTranslate } from 'react-admin';
import { groupKinds, settingsPath, type SettingsGroup } from './settingsGroups';

const groupIcons: Record<SettingsGroup, ReactElement> = {
  brand: <BusinessIcon />,
  appearance: <BrushIcon />,
  searchContent: <SearchIcon />,
  login: <LoginIcon />,
  payment: <PaymentIcon />,
  other: <TuneIcon />,
};

/** One menu entry per settings kind, under group headings. */
export const SettingsMenu = () => {
  const translate = useTranslate();
  const [isOpen] = useSidebarState();
  // Menu items link by router path: the console lives under /admin.
  const basename = useBasename();
  const { canAccess } = useCanAccess({ resource: 'settings', action: 'edit' });
  if (!canAccess) return null;
  const groups = groupKinds(settingsKinds.map((entry) => entry.kind));
  // Each group is a menu `group` named by its heading: a menu may hold groups of items, but
  // not a bare heading (axe-core's aria-required-children and listitem rules).
  return groups.map(({ group, kinds }) => (
    <div key={group} role="group" aria-label={translate(`console.settingsGroups.${group}`)}>
      {isOpen && (
        <ListSubheader
          component="div"
          role="presentation"
          sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent' }}
        >
          {translate(`console.settingsGroups.${group}`)}
        </ListSubheader>
      )}
      {kinds.map((kind) => (
        <Menu.Item
          key={kind}
          to={`${basename}${settingsPath(kind)}`}
          primaryText={translate(`settings.${kind}`, { _: kind })}
          leftIcon={groupIcons[group]}
          data-testid={`menu-settings-${kind}`}
        />
      ))}
    </div>
  ));
};
