import { Status } from '@hondana/schemas/contracts';
import { readFile } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../errors';
import type { StagedFile } from '../../storage/blobStore';
import { pdfTasks, PdfTaskError, PdfWorkLimitError } from '../../pdfWork';
import type { PdfWork } from '../../pdfWork';
import { pixelProblem } from '../../settings/imagePixels';
import { findActiveContent, unverified } from './activeContent';
import type { WalkLimits } from './pdfScan/objects';
import { withFileSource } from './pdfScan/source';
import { fields, HTTP_PAYLOAD_TOO_LARGE, MAX_COVER_BYTES, MAX_PDF_BYTES } from './limits';
import type { ReceivedFile } from './uploadForm';

export interface CheckedPdf {
  staged: StagedFile;
  size: number;
  sha256: string;
  fileName: string;
  /** Scripts, launch actions, embedded files… (shown to administrators, see activeContent.ts). */
  activeContent: string[];
}

export interface CheckedCover {
  staged: StagedFile;
  sha256: string;
  ext: string;
  contentType: string;
}

const MB = 1024 * 1024;

const messages = {
  missing: 'Choose a PDF file to upload.',
  empty: 'The file is empty.',
  pdfTooLarge: `The PDF is larger than ${MAX_PDF_BYTES / MB} MB.`,
  coverTooLarge: `The cover image is larger than ${MAX_COVER_BYTES / MB} MB.`,
  notPdf: (name: string) => `${name || 'The file'} is not a PDF file.`,
  notImage: (name: string) => `${name || 'The cover'} is not a PNG, JPEG, GIF or WebP image.`,
};

/** Cover types every browser shows; SVG is refused (it can carry script). */
const coverTypes: Record<string, { ext: string; contentType: string }> = {
  png: { ext: 'png', contentType: 'image/png' },
  apng: { ext: 'png', contentType: 'image/png' },
  jpg: { ext: 'jpg', contentType: 'image/jpeg' },
  gif: { ext: 'gif', contentType: 'image/gif' },
  webp: { ext: 'webp', contentType: 'image/webp' },
};

/**
 * The uploaded content file, proven to be a PDF by its first bytes (`%PDF-`), never by its
 * name or declared type, and scanned for active content from its staging file (in a PDF work
 * process unless it is small). Refusals are
 * 412 "invalid file" with a `validate.file.*` key under `file`; a file over the limit also
 * answers HTTP 413.
 */
export async function checkPdf(
  file: ReceivedFile | null,
  pdfWork: Pick<PdfWork, 'run'>,
): Promise<CheckedPdf> {
  if (!file) throw AppError.badRequest({ [fields.file]: messages.missing }, messages.missing);
  if (file.isTooLarge) {
    throw invalidFile(fields.file, 'validate.file.tooLarge', messages.pdfTooLarge, true);
  }
  if (file.size === 0) throw invalidFile(fields.file, 'validate.file.invalid', messages.empty);
  if (!file.head.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
    throw invalidFile(fields.file, 'validate.file.notAllowed', messages.notPdf(file.filename));
  }
  return {
    staged: file.staged,
    size: file.size,
    sha256: file.sha256,
    fileName: displayName(file.filename),
    activeContent: await scanned(file.staged.path, file.size, pdfWork),
  };
}

/**
 * Small files are scanned in the server's thread first, with every single parse and inflate
 * kept small (a 2 MB page list took 0.2-0.5 s in one go): a process start would cost more
 * than the scan. Anything those bounds cut short is scanned again in a PDF work process.
 */
const IN_THREAD_SCAN_BYTES = 1024 * 1024;
const inThreadLimits: WalkLimits = {
  maxMilliseconds: 10_000,
  maxObjectBytes: 256 * 1024,
  maxInflatedBytes: 1024 * 1024,
};

/** The active content of the file at `path`; a file the scan could not finish says so. */
async function scanned(
  path: string,
  size: number,
  pdfWork: Pick<PdfWork, 'run'>,
): Promise<string[]> {
  if (size <= IN_THREAD_SCAN_BYTES) {
    const found = await withFileSource(path, (source) => findActiveContent(source, inThreadLimits));
    if (!found.includes(unverified.incomplete)) return found;
  }
  try {
    return (await pdfWork.run<string[]>(pdfTasks.scan, { pdf: { path } })).output;
  } catch (error) {
    if (error instanceof PdfWorkLimitError || error instanceof PdfTaskError) {
      return [unverified.incomplete];
    }
    throw error;
  }
}

/** The optional cover image: PNG, JPEG, GIF or WebP by its first bytes, at most 5 MB. */
export async function checkCover(file: ReceivedFile | null): Promise<CheckedCover | null> {
  if (!file) return null;
  if (file.isTooLarge) {
    throw invalidFile(fields.cover, 'validate.file.tooLarge', messages.coverTooLarge, true);
  }
  if (file.size === 0) throw invalidFile(fields.cover, 'validate.file.invalid', messages.empty);
  const detected = await fileTypeFromBuffer(file.head);
  const type = detected && coverTypes[detected.ext];
  if (!type)
    throw invalidFile(fields.cover, 'validate.file.notAllowed', messages.notImage(file.filename));
  // The whole cover (5 MB at most): a JPEG's frame header may sit after large EXIF segments.
  const tooManyPixels = pixelProblem(await readFile(file.staged.path), detected.ext);
  if (tooManyPixels) throw invalidFile(fields.cover, 'validate.file.notAllowed', tooManyPixels);
  return { staged: file.staged, sha256: file.sha256, ...type };
}

function invalidFile(field: string, key: string, message: string, isTooLarge = false): AppError {
  const httpStatus = isTooLarge ? HTTP_PAYLOAD_TOO_LARGE : undefined;
  return new AppError(Status.invalidFile, { message, fieldErrors: { [field]: key }, httpStatus });
}

/** The name shown to administrators: the last path part, no control characters, 255 at most. */
function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'content.pdf').slice(0, 255);
}
