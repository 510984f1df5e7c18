export { AppError } from './AppError';
export type { AppErrorOptions, FieldErrors } from './AppError';
export { defaultMessage, httpStatusFor } from './catalogue';
export { apiNotFound, errorHandler } from './middleware';
export type { ErrorTranslator } from './middleware';
