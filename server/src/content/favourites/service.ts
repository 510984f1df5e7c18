import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Clock } from '../../clock';
import type { Viewer } from '../access';
import { isElementId } from '../ids';
import { planAccess } from '../planAccess';
import { visibleContents } from '../visibility';
import { contentGroupRepository } from '../groups/repository';
import { isUniqueViolation } from '../../db/dialect';
import { AppError } from '../../errors';
import { readerListsRepository } from './repository';

export interface FavouriteDeps {
  db: Knex;
  clock: Clock;
}

/**
 * Favourites and trending marks of a signed-in reader: any content they can see, except a
 * plan's content without the plan (840).
 */
export function createFavouriteService({ db, clock }: FavouriteDeps) {
  async function visibleContentId(viewer: Viewer, id: unknown): Promise<string> {
    if (!isElementId(id)) throw AppError.badRequest({ contentId: 'Not a content id.' });
    const visible = await visibleContents(db, viewer);
    if (!(await visible().where('contents.id', id).first('contents.id'))) {
      throw AppError.notFound('Content not found.');
    }
    return id;
  }

  return {
    /** 783 when it already is a favourite. */
    async add(
      viewer: Viewer & { userId: string },
      body: { contentId?: unknown; contentGroupId?: unknown },
    ) {
      const contentId = await visibleContentId(viewer, body.contentId);
      // Spec 000 §6: a plan's content is a favourite only for a reader who holds the plan.
      const plan = await planAccess(db, { ...viewer, contentId, now: clock.now() });
      if (plan.isSubscriptionPlan && !plan.isRegistered) {
        throw new AppError(Status.favouriteNeedsSubscription);
      }
      const groupId = body.contentGroupId;
      let group: string | null = null;
      if (groupId !== undefined && groupId !== null && groupId !== '') {
        if (!isElementId(groupId))
          throw AppError.badRequest({ contentGroupId: 'Not a content group id.' });
        if (!(await contentGroupRepository(db, viewer.companyId).find(groupId))) {
          throw AppError.notFound('Content group not found.');
        }
        group = groupId;
      }
      const lists = readerListsRepository(db, viewer.companyId);
      if (await lists.isFavourite(viewer.userId, contentId))
        throw new AppError(Status.alreadyFavourite);
      try {
        await lists.addFavourite(viewer.userId, contentId, group, clock.now());
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(Status.alreadyFavourite);
        throw err;
      }
      return { contentId, isFavorite: true };
    },

    /** Removing something that is not a favourite is not an error (the toggle may race). */
    async remove(viewer: Viewer & { userId: string }, id: unknown) {
      const contentId = await visibleContentId(viewer, id);
      await readerListsRepository(db, viewer.companyId).removeFavourite(viewer.userId, contentId);
      return { contentId, isFavorite: false };
    },

    async addTrending(viewer: Viewer & { userId: string }, body: { contentId?: unknown }) {
      const contentId = await visibleContentId(viewer, body.contentId);
      await readerListsRepository(db, viewer.companyId).addTrending(
        viewer.userId,
        contentId,
        clock.now(),
      );
      return { contentId, isTrending: true };
    },

    async removeTrending(viewer: Viewer & { userId: string }, id: unknown) {
      const contentId = await visibleContentId(viewer, id);
      await readerListsRepository(db, viewer.companyId).removeTrending(viewer.userId, contentId);
      return { contentId, isTrending: false };
    },
  };
}

export type FavouriteService = ReturnType<typeof createFavouriteService>;
