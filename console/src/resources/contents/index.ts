import ContentIcon from '@mui/icons-material/MenuBook';
import { lazy } from 'react';
import { ContentList } from './ContentList';

// Create and edit carry the schema form; react-admin suspends while they load.
const ContentCreate = lazy(() =>
  import('./ContentCreate').then((module) => ({ default: module.ContentCreate })),
);
const ContentEdit = lazy(() =>
  import('./ContentEdit').then((module) => ({ default: module.ContentEdit })),
);

export default {
  list: ContentList,
  create: ContentCreate,
  edit: ContentEdit,
  icon: ContentIcon,
  recordRepresentation: 'title',
};
