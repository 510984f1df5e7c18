/* DO NOT MODIFY — generated from schemas/kinds/*.schema.json by npm run gen */
/* Resolved shape: properties with a default are always present. */

export interface ContentRecord {
  title: string;
  author: string;
  type: '' | 'new' | 'popular' | 'recommend';
  /**
   * @maxItems 1000
   */
  groupIds: string[];
  keywords: string;
  toc: string;
  description: string;
  param1: string;
  param2: string;
  param3: string;
  param4: string;
  param5: string;
  distributor: string;
  distributorName: string;
  seriesKey: string | null;
  publishedDate: string | null;
  print: 0 | 1 | 2;
  canView: boolean;
  canDownload: boolean;
  printPageLimit: number | null;
  downloadPageLimit: number | null;
  maxReaders: number | null;
  isPublished: boolean;
}
