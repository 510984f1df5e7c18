/* DO NOT MODIFY — generated from schemas/kinds/*.schema.json by npm run gen */
/* Resolved shape: properties with a default are always present. */

export interface IntegrationTokenRecord {
  name: string;
  role: 'reports' | 'read' | 'content' | 'users';
}
