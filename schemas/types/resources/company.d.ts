/* DO NOT MODIFY — generated from schemas/kinds/*.schema.json by npm run gen */
/* Resolved shape: properties with a default are always present. */

export interface CompanyRecord {
  name: string;
  email: string | null;
  domainType: 'FULL_DOMAIN' | 'PATH';
  domain: string | null;
  path: string | null;
  accountType: 'USERNAME' | 'EMAIL' | 'LEARNING_ID' | 'ALL' | 'OPEN_TYPE';
  maxContent: number;
  maxUser: number;
  status: 'ACTIVE' | 'SUSPENDED';
}
