import type { Knex } from 'knex';
import type { Company } from '../../access/company';
import type { Viewer } from '../access';
import { assertMayBrowse } from '../access';
import { isElementId } from '../ids';
import type { Library } from './library';
import { contentRepository } from '../repository';
import { AppError } from '../../errors';
import type { SettingsService } from '../../settings/service';
import { groupMembership } from '../groups/membership';
import { contentGroupRepository } from '../groups/repository';
import type { ContentGroup } from '../groupTypes';
import { isPersonalGroup, typeOfSpecialGroup } from '../groupTypes';

export interface GroupReadingDeps {
  db: Knex;
  settings: Pick<SettingsService, 'resolvePublic'>;
  library: Library;
}

export interface GroupListRequest {
  contentId?: unknown;
  sort?: unknown;
  sortField?: unknown;
  /** Only the favourites and recently-read groups. */
  isPersonalOnly?: boolean;
}

/**
 * Content groups as the reader shows them: each group with the first page of its contents
 * (`itemSize` of them). Anonymous visitors get public groups only, never the personal ones.
 */
export function createGroupReading({ db, settings, library }: GroupReadingDeps) {
  async function groupsHolding(companyId: string, contentId: unknown, groups: ContentGroup[]) {
    if (!isElementId(contentId)) throw AppError.badRequest({ contentId: 'Not a content id.' });
    const content = await contentRepository(db, companyId).find(contentId);
    if (!content) throw AppError.notFound('Content not found.');
    const memberOf =
      (await groupMembership(db, companyId).groupIdsOf([contentId])).get(contentId) ?? [];
    return groups.filter(
      (g) =>
        memberOf.includes(g.id) ||
        (typeOfSpecialGroup[g.type] !== undefined && typeOfSpecialGroup[g.type] === content.type),
    );
  }

  return {
    async list(company: Company, viewer: Viewer, request: GroupListRequest) {
      await assertMayBrowse(settings, company, viewer);
      let groups = (await contentGroupRepository(db, company.id).all()).filter((g) =>
        viewer.userId ? true : g.isPublic && !isPersonalGroup(g.type),
      );
      if (request.isPersonalOnly) groups = groups.filter((g) => isPersonalGroup(g.type));
      const hasContent = request.contentId !== undefined && request.contentId !== '';
      if (hasContent) groups = await groupsHolding(company.id, request.contentId, groups);
      const result = [];
      for (const group of groups) {
        const page = await library.groupPage(
          viewer,
          group,
          { page: 1, size: group.itemSize },
          request,
        );
        result.push({
          id: group.id,
          name: group.name,
          type: group.type,
          default: group.isDefault,
          isPublic: group.isPublic,
          refCode: group.refCode,
          contentType: group.contentType,
          isWrapLine: group.isWrapLine,
          itemSize: group.itemSize,
          numRow: group.numRow,
          page: page.pageNumber,
          totalPages: page.totalPages,
          totalElements: page.totalElements,
          contents: page.content,
        });
      }
      return result;
    },

    /** The detail layout (SIMPLE / LIST_SAME_GROUP / SERIES) for a group, else the tenant's. */
    async layoutDetail(company: Company, viewer: Viewer, contentGroupId: unknown) {
      await assertMayBrowse(settings, company, viewer);
      const { settings: resolved } = await settings.resolvePublic(company.id);
      const hasGroup = contentGroupId !== undefined && contentGroupId !== '';
      const group = hasGroup ? await library.groupFor(viewer, contentGroupId) : null;
      return {
        contentGroupId: group?.id ?? null,
        contentLayoutDetail: group?.contentType ?? resolved.searchResult.contentLayoutDetail,
        paramSeriesContent: resolved.searchResult.paramSeriesContent,
      };
    },
  };
}

export type GroupReading = ReturnType<typeof createGroupReading>;
