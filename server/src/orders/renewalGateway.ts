import type { Knex } from 'knex';
import type { GatewayDirectory } from '../payments';
import { cardGateways } from './cards';

/**
 * Which gateway charges a reader's renewals: the tenant's, when the reader has a card there or
 * none anywhere; else the one holding the reader's latest card (a tenant that changed gateways
 * keeps charging the cards its readers gave the old one, until they enter a new card). Test
 * cards are never charged once the tenant has left test mode: a sandbox card counts only while
 * the tenant sells through the sandbox, else the renewal fails as `card_missing` and the
 * reader is asked for a real card. Null: nowhere to charge.
 */
export function renewalGatewayName(tenant: string | null, held: readonly string[]): string | null {
  const usable = held.filter((gateway) => gateway !== 'sandbox' || tenant === 'sandbox');
  if (tenant && (usable.length === 0 || usable.includes(tenant))) return tenant;
  return usable[0] ?? null;
}

/** The renewal gateway's name for a reader, as the renewal job picks it (843: nowhere). */
export function renewalGatewayOf({
  db,
  gateways,
}: {
  db: Knex;
  gateways: Pick<GatewayDirectory, 'tokenisation'>;
}) {
  return async (reader: { companyId: string; userId: string }): Promise<string> => {
    const tenant = (await gateways.tokenisation(reader.companyId)).gateway;
    return renewalGatewayName(tenant, await cardGateways(db, reader)) ?? tenant;
  };
}
