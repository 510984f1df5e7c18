import type { Knex } from 'knex';
import { Role } from '../../access/roles';
import type { Clock } from '../../clock';
import { assertGroupRoom } from '../../users/limits';
import { updateAccount } from '../../users/writes';

/**
 * A tenant's own provider names the reader's user group in a claim (claims.ts): the group is
 * the tenant's group of that exact name. Only groups whose members sign in with an account
 * (login method PASSWORD) are matched: an IP group's members sign in by address, never here.
 */
export function createGroupMapping({ db, clock }: { db: Knex; clock: Clock }) {
  return {
    /** The first of `names` that is a group of this company, or null (no mapping then). */
    async groupFor(companyId: string, names: readonly string[] | undefined) {
      if (!names?.length) return null;
      const rows: { id: string; name: string }[] = await db('user_groups')
        .where({ company_id: companyId, login_method: 'PASSWORD' })
        .whereIn('name', [...names])
        .select('id', 'name');
      const byName = new Map(rows.map((row) => [row.name, String(row.id)]));
      return names.map((name) => byName.get(name)).find((id) => id !== undefined) ?? null;
    },

    /**
     * Moves a signed-in reader into the group the provider named: the provider is the source of
     * the membership. A full group refuses the sign-in (427), as it refuses an admin adding one.
     */
    async join(companyId: string, userId: string, groupId: string): Promise<void> {
      const user = await db('users')
        .where({ id: userId, company_id: companyId, role_level: Role.USER })
        .first('user_group_id');
      if (!user || user.user_group_id === groupId) return;
      await assertGroupRoom(db, companyId, groupId);
      const key = { id: userId, companyId, roleLevel: Role.USER };
      await updateAccount(db, key, { user_group_id: groupId }, clock.now().toISOString());
    },
  };
}
