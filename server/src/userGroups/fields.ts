import { validateResource } from '@hondana/schemas';
import type { UserGroupRecord } from '@hondana/schemas';
import type { FieldErrors } from '../errors/AppError';
import { recordBody } from '../users/recordBody';

export type UserGroupFields = UserGroupRecord;

/** Fields of the record that the server owns: never part of a write. */
const SERVER_FIELDS = ['id', 'companyId', 'memberCount', 'createdAt', 'updatedAt'];

/**
 * Checks a group against the userGroup resource schema (name of letters in any script,
 * digits, `_`, space, `-`; maxUsers 1 to 1,000,000) and fills in the defaults.
 */
export function checkGroupFields(input: unknown): {
  value: UserGroupFields;
  errors: FieldErrors | null;
} {
  const body = recordBody(input, SERVER_FIELDS);
  const result = validateResource('userGroup', body);
  return {
    value: {
      name: typeof body.name === 'string' ? body.name.trim() : '',
      maxUsers: typeof body.maxUsers === 'number' ? body.maxUsers : 1,
      loginMethod: body.loginMethod === 'IP' ? 'IP' : 'PASSWORD',
    },
    errors: result.ok ? null : result.errors,
  };
}
