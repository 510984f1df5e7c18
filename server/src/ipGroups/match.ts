import type { Knex } from 'knex';

/**
 * The IP group whose range holds `ipv4Number` (an IPv4 address as an unsigned 32-bit number),
 * answered as the roleLevel 4 account that signs in for it. Ranges of one tenant never
 * overlap (432 on save), so at most one group matches.
 */
export async function matchAddress(
  db: Knex,
  companyId: string,
  ipv4Number: number,
): Promise<{ userId: string } | null> {
  const row = await db('ip_groups')
    .where({ company_id: companyId })
    .andWhere('range_start', '<=', ipv4Number)
    .andWhere('range_end', '>=', ipv4Number)
    .first('user_id');
  return row ? { userId: row.user_id as string } : null;
}
