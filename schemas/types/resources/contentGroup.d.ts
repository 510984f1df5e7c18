/* DO NOT MODIFY — generated from schemas/kinds/*.schema.json by npm run gen */
/* Resolved shape: properties with a default are always present. */

export interface ContentGroupRecord {
  name: string;
  type: 1 | 2 | 3 | 4 | 5 | 6;
  refCode: string | null;
  isPublic: boolean;
  isDefault: boolean;
  contentType: 'SIMPLE' | 'LIST_SAME_GROUP' | 'SERIES';
  itemSize: number;
  numRow: number;
  isWrapLine: boolean;
  ordinal: number;
}
