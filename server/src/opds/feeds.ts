import type { Page } from '@hondana/schemas/contracts';
import { coverUrlOf } from '../content/presenter';
import type { Content } from '../content/types';
import type { OpdsLanguage } from './texts';
import { opdsTexts } from './texts';

/** OPDS 2.0's media types (drafts.opds.io, "OPDS 2.0" and "Authentication for OPDS"). */
export const OPDS_FEED = 'application/opds+json';
export const OPDS_PUBLICATION = 'application/opds-publication+json';
export const OPDS_AUTHENTICATION = 'application/opds-authentication+json';
const ACQUISITION = 'http://opds-spec.org/acquisition';
const AUTH_DOCUMENT_REL = 'http://opds-spec.org/auth/document';
const BASIC_AUTH = 'http://opds-spec.org/auth/basic';

/** The catalogue's addresses: every link a feed holds names its tenant as the request did. */
export interface OpdsUrls {
  /** `/api/opds/v2/<path>` with the tenant's `?path=` / `?domain=` when the request gave one. */
  to(path: string, params?: Record<string, string | number>): string;
  /** The search's URI template (RFC 6570: `{?query}` or `{&query}`). */
  searchTemplate(): string;
  /** A v1 address (covers), with the same tenant query. */
  v1(path: string): string;
  /** The reader's own page of a title (read online), on the tenant's reader. */
  readerPage(contentId: string): string;
}

export interface Link {
  href: string;
  type?: string;
  rel?: string | string[];
  title?: string;
  templated?: boolean;
}

interface FeedShell {
  urls: OpdsUrls;
  title: string;
  self: string;
  language: OpdsLanguage;
}

/** What every feed links to: itself, the start, the search and the authentication document. */
function feedLinks({ urls, self }: FeedShell): Link[] {
  return [
    { rel: 'self', href: self, type: OPDS_FEED },
    { rel: 'start', href: urls.to('catalog'), type: OPDS_FEED },
    { rel: 'search', href: urls.searchTemplate(), type: OPDS_FEED, templated: true },
    { rel: AUTH_DOCUMENT_REL, href: urls.to('authentication'), type: OPDS_AUTHENTICATION },
  ];
}

/** The root: a navigation feed of all titles and the reader's content groups. */
export function navigationFeed(
  shell: FeedShell,
  groups: { id: string; name: string }[],
): Record<string, unknown> {
  const texts = opdsTexts[shell.language];
  return {
    metadata: { title: shell.title },
    links: feedLinks(shell),
    navigation: [
      {
        href: shell.urls.to('publications'),
        title: texts.allTitles,
        type: OPDS_FEED,
        rel: 'subsection',
      },
      ...groups.map((group) => ({
        href: shell.urls.to(`groups/${group.id}`),
        title: group.name || group.id,
        type: OPDS_FEED,
        rel: 'subsection',
      })),
    ],
  };
}

/** A page of publications, with the paging links a client follows. */
export function publicationFeed(
  shell: FeedShell & { pageUrl: (page: number) => string },
  page: Omit<Page<unknown>, 'content'>,
  publications: Record<string, unknown>[],
): Record<string, unknown> {
  const links = feedLinks(shell);
  const { pageNumber, totalPages } = page;
  links.push({ rel: 'first', href: shell.pageUrl(1), type: OPDS_FEED });
  if (pageNumber > 1)
    links.push({ rel: 'previous', href: shell.pageUrl(pageNumber - 1), type: OPDS_FEED });
  if (pageNumber < totalPages)
    links.push({ rel: 'next', href: shell.pageUrl(pageNumber + 1), type: OPDS_FEED });
  if (totalPages > 0) links.push({ rel: 'last', href: shell.pageUrl(totalPages), type: OPDS_FEED });
  return {
    metadata: {
      title: shell.title,
      itemsPerPage: page.pageSize,
      currentPage: pageNumber,
    },
    links,
    publications,
  };
}

/**
 * One title as an OPDS publication. An acquisition link only where the title may be downloaded
 * (it leads to the stamped, counted copy of viewer/downloads.ts); otherwise a `preview` link to
 * the reader's own page, where it is read online. Covers: the stored one, and a placeholder
 * image where there is none the schema's formats allow.
 */
export function publicationOf(
  urls: OpdsUrls,
  content: Content,
  language: OpdsLanguage,
): Record<string, unknown> {
  const metadata: Record<string, unknown> = {
    '@type': 'http://schema.org/Book',
    identifier: `urn:hondana:content:${content.id}`,
    title: content.title || content.id,
    modified: new Date(content.updatedAt).toISOString(),
  };
  if (content.author) metadata.author = content.author;
  if (content.distributorName) metadata.publisher = content.distributorName;
  if (content.description) metadata.description = content.description;
  if (content.publishedDate && /^\d{4}-\d{2}-\d{2}/.test(content.publishedDate)) {
    metadata.published = content.publishedDate.slice(0, 10);
  }
  if (content.keywords) {
    const subjects = content.keywords
      .split(/[,、\s]+/u)
      .filter(Boolean)
      .slice(0, 20);
    if (subjects.length) metadata.subject = subjects;
  }
  const links: Link[] = [
    { rel: 'self', href: urls.to(`publications/${content.id}`), type: OPDS_PUBLICATION },
  ];
  if (content.canDownload) {
    links.push({
      rel: ACQUISITION,
      href: urls.to(`publications/${content.id}/download`),
      type: 'application/pdf',
    });
  } else {
    links.push({
      rel: 'preview',
      href: urls.readerPage(content.id),
      type: 'text/html',
      title: opdsTexts[language].readOnline,
    });
  }
  return { metadata, links, images: imagesOf(urls, content) };
}

const imageTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};
const SCHEMA_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif']);

function imagesOf(urls: OpdsUrls, content: Content): Link[] {
  const images: Link[] = [];
  const cover = coverUrlOf(content);
  if (cover && content.coverKey) {
    const extension = /\.([a-z0-9]+)$/i.exec(content.coverKey)?.[1]?.toLowerCase() ?? '';
    const type = imageTypes[extension];
    if (type) {
      const href = cover.startsWith('/api/v1/') ? urls.v1(cover.slice('/api/v1'.length)) : cover;
      images.push({ href, type, rel: 'cover' });
    }
  }
  if (!images.some((image) => SCHEMA_IMAGE_TYPES.has(image.type ?? ''))) {
    images.push({ href: urls.to('placeholder.png'), type: 'image/png' });
  }
  return images;
}

/** The Authentication Document: HTTP Basic with the reader's e-mail and an app password. */
export function authenticationDocument(
  urls: OpdsUrls & { absolute(path: string): string },
  title: string,
  language: OpdsLanguage,
): Record<string, unknown> {
  const texts = opdsTexts[language];
  return {
    id: urls.absolute(urls.to('authentication')),
    title,
    description: texts.description,
    links: [{ rel: 'start', href: urls.to('catalog'), type: OPDS_FEED }],
    authentication: [
      {
        type: BASIC_AUTH,
        labels: { login: texts.login, password: texts.password },
      },
    ],
  };
}
