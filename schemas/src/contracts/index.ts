// @hondana/schemas/contracts: the wire contracts shared by server, console and reader.
// Plain data and types only (no Ajv, no Node APIs), so the reader can import it cheaply.
export { Role, staffRoles, readerRoles } from './roles';
export type { RoleLevel } from './roles';
export { Status, statusCatalogue, statusText, statusTexts } from './status';
export type { StatusCode, StatusEntry, StatusName } from './status';
