import type { Knex } from 'knex';

/**
 * The payment gateway's default became "not set up" (NOT_SET_UP: nothing is sold) instead of
 * the sandbox (issue 30, item 4). A tenant that relied on the old default (no payment
 * settings stored, or a document without `paymentGateway`) and already sells (a sandbox
 * payment or stored card, or a published plan that charges) gets SANDBOX stored as a new
 * settings version, so an upgrade does not silently stop a running shop. A tenant that sold
 * nothing takes the new default. A stored choice is never touched. A data backfill only.
 */
export async function up(knex: Knex): Promise<void> {
  const selling = new Set<string>([
    ...(await knex('payments').where({ gateway: 'sandbox' }).distinct().pluck('company_id')),
    ...(await knex('payment_cards').where({ gateway: 'sandbox' }).distinct().pluck('company_id')),
    ...(await knex('subscription_plans')
      .where({ is_published: true })
      .whereRaw('coalesce(discount_price, price) > 0')
      .distinct()
      .pluck('company_id')),
  ]);
  const at = new Date().toISOString();
  for (const companyId of [...selling].sort()) {
    const where = { company_id: companyId, kind: 'payment' };
    const row = await knex('tenant_settings').where(where).first('data', 'version');
    const stored = row ? (JSON.parse(String(row.data)) as Record<string, unknown>) : {};
    if (typeof stored.paymentGateway === 'string') continue;
    const data = JSON.stringify({ ...stored, paymentGateway: 'SANDBOX' });
    const version = Number(row?.version ?? 0) + 1;
    const written = { data, version, updated_at: at, updated_by: null };
    if (row) await knex('tenant_settings').where(where).update(written);
    else await knex('tenant_settings').insert({ ...where, ...written });
    await knex('tenant_settings_history').insert({ ...where, ...written, action: 'update' });
  }
}

/** Nothing to undo safely: before this change the sandbox was these tenants' gateway anyway. */
export async function down(): Promise<void> {}
