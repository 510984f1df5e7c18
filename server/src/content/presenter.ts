import type { ContentListItem, PlanMarks } from '@hondana/schemas/contracts';
import type { Content } from './types';

/**
 * A content as the reader lists it (camelCase here; the v1 envelope turns it snake_case).
 * The plan marks and reading progress are fields from the start, undefined (left out of the
 * JSON) until set: a reader's copy of a cached item then overwrites them, and V8 clones an
 * object and overwrites its fields for a quarter of what adding fields to the clone costs
 * (docs/performance/history.md, "Plan marks, the second look").
 */
export function toListItem(
  content: Content,
  extras: { isFavorite: boolean } & Partial<PlanMarks>,
): ContentListItem {
  return {
    id: content.id,
    detailId: content.id,
    beContentsId: content.coverKey ? content.id : null,
    coverUrl: coverUrlOf(content),
    type: content.type,
    title: content.title,
    author: content.author,
    keywords: content.keywords,
    description: content.description,
    param1: content.param1,
    param2: content.param2,
    param3: content.param3,
    param4: content.param4,
    param5: content.param5,
    distributor: content.distributor,
    distributorName: content.distributorName,
    fileName: content.fileName,
    extensionType: content.extensionType,
    seriesKey: content.seriesKey,
    publishedDate: content.publishedDate,
    view: content.canView,
    canDownload: content.canDownload,
    print: content.print,
    printableContent: content.print > 0,
    isFavorite: extras.isFavorite,
    updatedAt: content.updatedAt,
    isSubscriptionPlan: extras.isSubscriptionPlan,
    isRegistered: extras.isRegistered,
    readingProgress: undefined,
  };
}

/**
 * Where the cover image is: a stored URL (demo covers, `/files/…`) as is; a blob key is
 * served by the content files routes at `/api/v1/content/cover/{id}`; none → null.
 */
export function coverUrlOf(content: Pick<Content, 'id' | 'coverKey'>): string | null {
  const key = content.coverKey;
  if (!key) return null;
  if (key.startsWith('/') || /^https?:\/\//.test(key)) return key;
  return `/api/v1/content/cover/${content.id}`;
}
