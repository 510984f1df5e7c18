import type { Knex } from 'knex';
import type { GatewayDirectory } from '../payments';
import { cardGateways } from './cards';

/**
 * The name of the gateway a reader's renewals are charged at, as the renewal job picks it
 * (renewals.ts#gatewayFor): the tenant's, unless the reader's only cards are at another one.
 * 843 when the tenant takes no payment at all.
 */
export function renewalGatewayOf({
  db,
  gateways,
}: {
  db: Knex;
  gateways: Pick<GatewayDirectory, 'tokenisation'>;
}) {
  return async (reader: { companyId: string; userId: string }): Promise<string> => {
    const tenant = (await gateways.tokenisation(reader.companyId)).gateway;
    const held = await cardGateways(db, reader);
    return held.length === 0 || held.includes(tenant) ? tenant : (held[0] as string);
  };
}
