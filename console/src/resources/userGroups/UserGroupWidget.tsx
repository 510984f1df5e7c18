import { referenceWidget } from '../../schemaForm/widgets/ReferenceWidget';

/** rjsf widget for a `userGroupId`: the tenant's user groups, or none (null). */
export const UserGroupWidget = referenceWidget({
  resource: 'user-groups',
  noneLabel: 'console.userGroups.none',
});
