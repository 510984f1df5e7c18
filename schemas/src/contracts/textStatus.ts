/**
 * Where a content's text extraction stands (the admin's content list and its filter): NONE
 * without a file, PENDING while the job runs, DONE, or FAILED with the error kept.
 */
export const textStatuses = ['NONE', 'PENDING', 'DONE', 'FAILED'] as const;

export type TextStatus = (typeof textStatuses)[number];
