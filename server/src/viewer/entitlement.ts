import { Status } from '@hondana/schemas/contracts';
import type { Knex } from 'knex';
import type { Actor } from '../access/roles';
import { GroupType, typeOfSpecialGroup } from '../content/groupTypes';
import { planAccess } from '../content/planAccess';
import type { Content } from '../content/types';
import { AppError } from '../errors';

export interface EntitlementRequest {
  companyId: string;
  reader: Pick<Actor, 'id'>;
  content: Content;
  /** The group the reader opened the book from, when the viewer was given one. */
  contentGroupId: string | null;
  now: Date;
}

/**
 * May this reader open this book (839 if not)? Today's rule (spec 000 §6, "viewing needs a
 * group or subscription that allows it"): the content allows viewing and sits in a content
 * group of the tenant (a normal group holding it, or the new / popular / recommend group of
 * its type); with a group id, that group must be the one. The subscriptions work adds its
 * plan check here, so every viewer, print and download call keeps one rule.
 */
export async function assertEntitled(db: Knex, request: EntitlementRequest): Promise<void> {
  const { companyId, content, contentGroupId } = request;
  if (!content.canView) throw new AppError(Status.cannotViewBook);
  const groups = db('content_groups as g')
    .where('g.company_id', companyId)
    .where((w) => {
      w.where((normal) =>
        normal
          .where('g.type', GroupType.NORMAL)
          .whereExists(
            db('content_group_items as i')
              .where('i.company_id', companyId)
              .where('i.content_id', content.id)
              .whereRaw('i.content_group_id = g.id')
              .select(db.raw('1')),
          ),
      );
      const special = specialTypeOf(content.type);
      if (special !== null) w.orWhere('g.type', special);
    });
  if (contentGroupId) groups.where('g.id', contentGroupId);
  if (!(await groups.first('g.id'))) throw new AppError(Status.cannotViewBook);
  const plan = await planAccess(db, {
    companyId,
    contentId: content.id,
    userId: request.reader.id,
    now: request.now,
  });
  if (plan.isSubscriptionPlan && !plan.isRegistered) throw new AppError(Status.cannotViewBook);
}

/** The special group type (4-6) that lists a content of this badge, if any. */
function specialTypeOf(type: string): number | null {
  const entry = Object.entries(typeOfSpecialGroup).find(([, name]) => name === type);
  return entry ? Number(entry[0]) : null;
}
