import type { Router } from 'express';
import type { UserGroupService } from '../../userGroups/service';
import { crudRoutes } from './crudRoutes';

/** `/api/admin/user-groups`: user groups with max users and login method (ra-data-simple-rest). */
export function userGroupRoutes(userGroups: UserGroupService): Router {
  return crudRoutes('user-groups', userGroups);
}
