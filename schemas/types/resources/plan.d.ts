/* DO NOT MODIFY — generated from schemas/kinds/*.schema.json by npm run gen */
/* Resolved shape: properties with a default are always present. */

export interface PlanRecord {
  name: string;
  imageName: string | null;
  price: number;
  discountPrice: number | null;
  duration: number;
  durationType: 'DAY' | 'MONTH' | 'YEAR';
  description: string;
  numberFreeTerm: number;
  /**
   * @minItems 1
   * @maxItems 200
   */
  contentGroupIds: [string, ...string[]];
  refCode: string | null;
  isPublished: boolean;
}
