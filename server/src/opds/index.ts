export { createOpds, OPDS_PAGE_SIZE } from './service';
export type { Opds, OpdsCall } from './service';
export { authenticationDocument, OPDS_AUTHENTICATION, OPDS_FEED, OPDS_PUBLICATION } from './feeds';
export type { OpdsUrls } from './feeds';
export { languageOf } from './texts';
