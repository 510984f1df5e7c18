export { createPdfWork, PdfTaskError } from './runner';
export type { PdfWork, PdfWorkDeps, PdfWorkResult } from './runner';
export { defaultPdfWorkLimits, PdfWorkLimitError } from './limits';
export type { PdfLimitKind, PdfWorkLimits } from './limits';
export { servePdfTasks } from './child';
export { pdfTasks, STAMPED_FILE } from './protocol';
export type { PdfTaskHandler, PdfTaskMessage } from './protocol';
