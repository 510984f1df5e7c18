/**
 * Every endpoint whose body is a multipart form (a file upload). Requests with cookies may
 * send multipart only here; everywhere else they send JSON (`http/forgedRequests.ts`). The
 * upload tests go through this list with cookies, so a missing entry fails them.
 */
export const multipartRoutes = [
  'POST /api/admin/uploads/:folder',
  'POST /api/admin/imports/users',
  'POST /api/admin/contents/import',
  'POST /api/admin/content-files',
  'PUT /api/admin/content-files/:id',
  'PUT /api/v1/banner',
  'POST /api/v1/import-csv-file/upload-csv',
  'POST /api/v1/content/upload-add',
  'PUT /api/v1/content/replace-content/:id',
] as const;
