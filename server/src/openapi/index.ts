export { apiTables, buildOpenApiDocument } from './document';
export type { OpenApiDocument } from './document';
export { openApiRoute } from './route';
export { openApiPath, parseRoute } from './routeTable';
export type { ApiTable, RouteGroup } from './routeTable';
