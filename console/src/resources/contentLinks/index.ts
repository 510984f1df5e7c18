import { Role } from '@hondana/schemas/contracts';
import LinkIcon from '@mui/icons-material/Link';
import { lazy } from 'react';
import type { ResourceBundle } from '../shared/resourceBundle';
import { ContentLinkList } from './ContentLinkList';

// Create and edit carry the schema form; react-admin suspends while they load.
const ContentLinkCreate = lazy(() =>
  import('./ContentLinkCreate').then((module) => ({ default: module.ContentLinkCreate })),
);
const ContentLinkEdit = lazy(() =>
  import('./ContentLinkEdit').then((module) => ({ default: module.ContentLinkEdit })),
);

export default {
  name: 'content-links',
  list: ContentLinkList,
  create: ContentLinkCreate,
  edit: ContentLinkEdit,
  icon: LinkIcon,
  recordRepresentation: 'label',
  isTenantScoped: true,
  roles: [Role.SYSTEM_ADMIN, Role.COMPANY_ADMIN],
} satisfies ResourceBundle;
