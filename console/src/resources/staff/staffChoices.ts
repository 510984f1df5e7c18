import { Role } from '@hondana/schemas/contracts';
import type { TranslateFunction } from 'react-admin';

/**
 * The roles an admin may give (the server's rule in staff/rules.ts): a system admin makes
 * company and service admins, a company admin service admins only.
 */
export function roleChoices(roleLevel: number | undefined, translate: TranslateFunction) {
  const roles: number[] =
    roleLevel === Role.SYSTEM_ADMIN
      ? [Role.COMPANY_ADMIN, Role.SERVICE_ADMIN]
      : [Role.SERVICE_ADMIN];
  return roles.map((id) => ({ id, name: translate(`console.staff.roles.${id}`) }));
}

export const langChoices = [
  { id: 'ja', name: '日本語' },
  { id: 'en', name: 'English' },
];

export const statusChoices = (translate: TranslateFunction) =>
  [0, 1].map((id) => ({ id, name: translate(`console.staff.statuses.${id}`) }));
