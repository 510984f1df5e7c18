import GroupsIcon from '@mui/icons-material/Groups';
import { lazy } from 'react';
import { UserGroupList } from './UserGroupList';

// Create and edit carry the schema form; react-admin suspends while they load.
const UserGroupCreate = lazy(() =>
  import('./UserGroupCreate').then((module) => ({ default: module.UserGroupCreate })),
);
const UserGroupEdit = lazy(() =>
  import('./UserGroupEdit').then((module) => ({ default: module.UserGroupEdit })),
);

export default {
  list: UserGroupList,
  create: UserGroupCreate,
  edit: UserGroupEdit,
  icon: GroupsIcon,
  recordRepresentation: 'name',
};
