export { AppError } from './AppError';
export type { FieldErrors } from './AppError';
export { catalogue, defaultMessage, httpStatusFor } from './catalogue';
export { apiNotFound, errorHandler } from './middleware';
