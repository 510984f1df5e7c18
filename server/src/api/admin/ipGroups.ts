import type { Router } from 'express';
import type { IpGroupService } from '../../ipGroups/service';
import { crudRoutes } from './crudRoutes';

/** `/api/admin/ip-groups`: IPv4 ranges that sign in by address (ra-data-simple-rest). */
export function ipGroupRoutes(ipGroups: IpGroupService): Router {
  return crudRoutes('ip-groups', ipGroups);
}
