/* DO NOT MODIFY — generated from schemas/kinds/*.schema.json by npm run gen */
/* Resolved shape: properties with a default are always present. */

export interface BodySettings {
  backgroundColor: string;
  color: string;
  linkColor: string;
  fontSize: number;
}
