import type { AppContext } from '../context';
import { createContentGroupService } from '../contentGroups/service';
import { createGroupReading } from '../contentGroups/reading';
import { createFavouriteService } from '../favourites/service';
import { createContentDetail } from './detail';
import { createLibrary } from './library';
import { createContentService } from './service';

export { createContentService } from './service';
export type { ContentService } from './service';
export { newElementId, isElementId } from './ids';
export { visibleContents } from './visibility';

/** The content domain's services, built from the app context for one router. */
export function contentServicesOf(ctx: Pick<AppContext, 'db' | 'clock' | 'settings'>) {
  const library = createLibrary(ctx);
  return {
    contents: createContentService(ctx),
    groups: createContentGroupService(ctx),
    library,
    detail: createContentDetail({ ...ctx, library }),
    groupReading: createGroupReading({ ...ctx, library }),
    favourites: createFavouriteService(ctx),
  };
}
