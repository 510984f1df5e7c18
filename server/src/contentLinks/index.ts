export { createContentLinkService } from './service';
export type { ContentLinkService } from './service';
export { findLinkById, findLinkByToken, isLinkExpired, recordLinkOpen } from './repository';
export type { ContentLink } from './repository';
