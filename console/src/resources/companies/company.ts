import { companySchema } from '@hondana/schemas';

export interface Company {
  id: string;
  name: string;
  email: string | null;
  domainType: 'FULL_DOMAIN' | 'PATH';
  domain: string | null;
  path: string | null;
  accountType: string;
  maxContent: number;
  maxUser: number;
  status: string;
}

const editable = Object.keys(companySchema.properties ?? {});

/**
 * The schema's fields of a record: ids and timestamps added by the server are not part of
 * the form (the schema forbids additional properties).
 */
export function editableFields(record: Partial<Company> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record ?? {}).filter(([key]) => editable.includes(key)));
}
