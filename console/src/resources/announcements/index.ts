import { Role } from '@hondana/schemas/contracts';
import CampaignIcon from '@mui/icons-material/Campaign';
import { lazy } from 'react';
import type { ResourceBundle } from '../shared/resourceBundle';
import { AnnouncementList } from './AnnouncementList';

// The writing page carries the pickers and the preview; react-admin suspends while it loads.
const AnnouncementCreate = lazy(() =>
  import('./AnnouncementCreate').then((module) => ({ default: module.AnnouncementCreate })),
);

export default {
  name: 'announcements',
  list: AnnouncementList,
  create: AnnouncementCreate,
  icon: CampaignIcon,
  isTenantScoped: true,
  roles: [Role.SYSTEM_ADMIN, Role.COMPANY_ADMIN],
} satisfies ResourceBundle;
