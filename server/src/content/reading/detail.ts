import { Status } from '@hondana/schemas/contracts';
import type { ContentDetail as ContentDetailAnswer } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Clock } from '../../clock';
import type { Company } from '../../access/company';
import { groupMembership } from '../groups/membership';
import { AppError } from '../../errors';
import { readerListsRepository } from '../favourites/repository';
import type { HistoryWriter } from '../favourites/historyWriter';
import type { SettingsService } from '../../settings/service';
import type { Viewer } from '../access';
import { assertMayBrowse, seesEverything, seesGroup } from '../access';
import { isElementId } from '../ids';
import { planAccess } from '../planAccess';
import { marksOf } from '../planMarks';
import type { Library } from './library';
import { toListItem } from '../presenter';
import { contentRepository } from '../repository';
import { visibleContents } from '../visibility';

export interface DetailDeps {
  db: Knex;
  clock: Clock;
  settings: Pick<SettingsService, 'resolvePublic'>;
  library: Library;
  history: Pick<HistoryWriter, 'record'>;
}

/**
 * One content for the detail page. Unpublished → 908; a content an anonymous visitor may not
 * see (only in login-only groups) → 401 so the reader asks for sign-in. Opening it signed in
 * puts it at the top of the reader's reading history (written behind: historyWriter.ts).
 */
export function createContentDetail({ db, clock, settings, library, history }: DetailDeps) {
  return async function detail(
    company: Company,
    viewer: Viewer,
    request: { id: unknown; contentGroupId?: unknown },
  ): Promise<ContentDetailAnswer> {
    await assertMayBrowse(settings, company, viewer);
    if (!isElementId(request.id)) throw AppError.badRequest({ id: 'Not a content id.' });
    const content = await contentRepository(db, company.id).find(request.id);
    if (!content) throw AppError.notFound('Content not found.');
    if (!content.isPublished) throw new AppError(Status.contentUnpublished);
    const hasGroup = request.contentGroupId !== undefined && request.contentGroupId !== '';
    const group = hasGroup ? await library.groupFor(viewer, request.contentGroupId) : null;
    // Signed in, every published content of the tenant is visible (visibility.ts).
    if (!seesEverything(viewer)) {
      const visible = await visibleContents(db, viewer);
      if (!(await visible().where('contents.id', content.id).first('contents.id'))) {
        throw AppError.unauthorized();
      }
    }

    const lists = readerListsRepository(db, company.id);
    const groupIds =
      (await groupMembership(db, company.id).groupIdsOf([content.id])).get(content.id) ?? [];
    const groups = (await library.groups(company.id)).filter(
      (g) => groupIds.includes(g.id) && seesGroup(viewer, g),
    );
    const { settings: resolved } = await settings.resolvePublic(company.id);
    if (viewer.userId) history.record(company.id, viewer.userId, content.id, clock.now());
    const plan = await planAccess(db, { ...viewer, contentId: content.id, now: clock.now() });
    return {
      ...toListItem(content, {
        isFavorite: viewer.userId ? await lists.isFavourite(viewer.userId, content.id) : false,
      }),
      toc: content.toc,
      contentGroupIds: groups.map((g) => g.id),
      contentGroups: groups.map((g) => ({ id: g.id, name: g.name, type: g.type })),
      contentLayoutDetail: group?.contentType ?? resolved.searchResult.contentLayoutDetail,
      isTrending: viewer.userId ? await lists.isTrending(viewer.userId, content.id) : false,
      // A plan's content is the reader's with the plan held; free content with a session.
      ...marksOf(plan.isSubscriptionPlan, plan.isRegistered, viewer.userId),
    };
  };
}

export type ContentDetail = ReturnType<typeof createContentDetail>;
