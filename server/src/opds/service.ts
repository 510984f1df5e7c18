import type { Knex } from 'knex';
import { requireReader } from '../access/policy';
import type { ReaderScope } from '../access/scope';
import type { Clock } from '../clock';
import { seesGroup, viewerOf } from '../content/access';
import { isElementId } from '../content/ids';
import type { Library } from '../content/reading/library';
import type { SearchService } from '../content/search/service';
import { parsePaging } from '../db/paging';
import { AppError } from '../errors';
import type { Downloads } from '../viewer/downloads';
import { entitledContents } from './entitled';
import { navigationFeed, publicationFeed, publicationOf } from './feeds';
import type { OpdsUrls } from './feeds';
import { languageOf, opdsTexts } from './texts';

export interface OpdsDeps {
  db: Knex;
  clock: Clock;
  library: Library;
  search: Pick<SearchService, 'fullTextSearch'>;
  downloads: Downloads;
}

/** Titles per catalogue page unless the client asks for another size (at most 100). */
export const OPDS_PAGE_SIZE = 20;
const MAX_QUERY_LENGTH = 200;

/** What every catalogue call gets: the reader's scope and the addresses of their tenant. */
export interface OpdsCall {
  scope: ReaderScope;
  urls: OpdsUrls;
}

/**
 * A tenant's OPDS 2.0 catalogue (issue 35) for a reader signed in by an app password: the
 * reader's own library and search (content/reading), cut to the titles they are entitled to
 * open (entitled.ts), and downloads through the reader's own stamped, traced and counted path
 * (viewer/downloads.ts): a catalogue client never has a second way to the bytes.
 */
export function createOpds({ db, clock, library, search, downloads }: OpdsDeps) {
  function readerOf(scope: ReaderScope) {
    const reader = requireReader(scope);
    const lang = (reader as { lang?: unknown }).lang;
    return { reader, language: languageOf(lang) };
  }

  async function publicationsOf(call: OpdsCall, ids: string[]) {
    const { reader, language } = readerOf(call.scope);
    const contents = await entitledContents({ db, clock }, call.scope.company.id, reader, ids);
    return contents.map((content) => publicationOf(call.urls, content, language));
  }

  return {
    /** `GET /catalog`: all titles, and each content group the reader may open. */
    async catalog(call: OpdsCall) {
      const { scope, urls } = call;
      const { reader, language } = readerOf(scope);
      const viewer = viewerOf(scope.company, reader);
      const groups = (await library.groups(scope.company.id)).filter((g) => seesGroup(viewer, g));
      return navigationFeed(
        { urls, title: scope.company.name, self: urls.to('catalog'), language },
        groups,
      );
    },

    /** `GET /publications` and `GET /groups/{id}`: a page of the reader's entitled titles. */
    async publications(
      call: OpdsCall,
      request: { groupId?: unknown; page?: unknown; size?: unknown },
    ) {
      const { scope, urls } = call;
      const { reader, language } = readerOf(scope);
      const paging = parsePaging(request, OPDS_PAGE_SIZE);
      const viewer = viewerOf(scope.company, reader);
      const isGroup = request.groupId !== undefined;
      const page = await library.page(
        scope.company,
        viewer,
        isGroup ? { contentGroupId: request.groupId } : {},
        paging,
      );
      const path = isGroup ? `groups/${String(request.groupId)}` : 'publications';
      const title = isGroup
        ? ((await library.groups(scope.company.id)).find((g) => g.id === request.groupId)?.name ??
          scope.company.name)
        : opdsTexts[language].allTitles;
      const sized = (n: number) => ({
        page: n,
        ...(paging.size !== OPDS_PAGE_SIZE ? { size: paging.size } : {}),
      });
      return publicationFeed(
        {
          urls,
          title,
          self: urls.to(path, sized(page.pageNumber)),
          language,
          pageUrl: (n) => urls.to(path, sized(n)),
        },
        page,
        await publicationsOf(
          call,
          page.content.map((item) => item.id),
        ),
      );
    },

    /** `GET /search?query=`: the reader's full-text search, entitled titles only. */
    async search(call: OpdsCall, request: { query?: unknown; page?: unknown; size?: unknown }) {
      const { scope, urls } = call;
      const { reader, language } = readerOf(scope);
      const query = typeof request.query === 'string' ? request.query.trim() : '';
      if (!query) throw AppError.badRequest({ query: 'Required.' });
      if (query.length > MAX_QUERY_LENGTH || /\p{Cc}/u.test(query)) {
        throw AppError.badRequest({ query: `Use at most ${MAX_QUERY_LENGTH} characters of text.` });
      }
      const paging = parsePaging(request, OPDS_PAGE_SIZE);
      const page = await search.fullTextSearch({
        company: scope.company,
        reader,
        searchKey: query,
        page: paging.page,
        size: paging.size,
      });
      const at = (n: number) => urls.to('search', { query, page: n });
      return publicationFeed(
        {
          urls,
          title: opdsTexts[language].searchResults(query),
          self: at(page.pageNumber),
          language,
          pageUrl: at,
        },
        page,
        await publicationsOf(
          call,
          page.content.map((item) => item.id),
        ),
      );
    },

    /** `GET /publications/{id}`: one entitled title; any other is unknown (404). */
    async publication(call: OpdsCall, contentId: unknown) {
      if (!isElementId(contentId)) throw AppError.badRequest({ contentId: 'Not a content id.' });
      const [publication] = await publicationsOf(call, [contentId]);
      if (!publication) throw AppError.notFound('Content not found.');
      return publication;
    },

    /**
     * `GET /publications/{id}/download`: the reader's own download, asked and taken in one
     * call: entitlement, the download rule (903), the stamp, the trace and the usage count are
     * viewer/downloads.ts's, exactly as for the reader's download button.
     */
    async download(call: OpdsCall, contentId: unknown, address: string) {
      const { scope } = call;
      const spec = await downloads.spec({
        scope,
        request: { contentId, address, sessionToken: null },
      });
      return downloads.download({ scope, request: { downloadId: spec.downloadId, address } });
    },
  };
}

export type Opds = ReturnType<typeof createOpds>;
