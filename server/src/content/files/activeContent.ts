import { walkPdfObjects } from './pdfScan/objects';
import type { WalkLimits } from './pdfScan/objects';
import type { ByteSource } from './pdfScan/source';
import { PdfName } from './pdfScan/syntax';
import type { PdfValue } from './pdfScan/syntax';

/**
 * PDF names that make a file do more than show pages: scripts, launching programs, embedded
 * files, rich media and XFA forms (which carry their own scripts). An /OpenAction or /AA
 * alone is usually a harmless "open at page 1"; one that runs a script is a /JavaScript
 * action with /JS, found wherever it sits (OpenAction, AA, annotations, the Names tree).
 */
const activeNames = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
]);

/** Markers of a file the walk could not read in full (see docs/decisions.md). */
export const unverified = { encrypted: 'Encrypted', incomplete: 'Incomplete' } as const;

/**
 * Resource maps: their keys are labels the author chose (`/XObject << /JS 5 0 R >>` names an
 * image "JS"), not PDF keys, so only their values are looked at.
 */
const labelMaps = new Set([
  'XObject',
  'Font',
  'ExtGState',
  'ColorSpace',
  'Pattern',
  'Shading',
  'Properties',
]);

/**
 * The active-content names a PDF uses as keys or values of its objects' dictionaries (in
 * every revision and in object streams), with `#xx` escapes decoded. Stream data (page
 * contents, images) is never read as objects, so bytes that happen to spell `/JS` inside an
 * image do not count. A file that could not be read in full says so with a marker.
 */
export async function findActiveContent(
  source: ByteSource,
  limits?: WalkLimits,
): Promise<string[]> {
  const found = new Set<string>();
  const report = await walkPdfObjects(source, (value) => collectNames(value, found, false), limits);
  if (report.isEncrypted && report.unreadObjectStreams > 0) found.add(unverified.encrypted);
  if (!report.isComplete) found.add(unverified.incomplete);
  return [...found].sort();
}

function collectNames(value: PdfValue, found: Set<string>, isLabelMap: boolean): void {
  if (value instanceof PdfName) {
    if (activeNames.has(value.name)) found.add(value.name);
  } else if (Array.isArray(value)) {
    for (const item of value) collectNames(item, found, false);
  } else if (value instanceof Map) {
    for (const [key, item] of value) {
      if (!isLabelMap && activeNames.has(key)) found.add(key);
      collectNames(item, found, labelMaps.has(key));
    }
  }
}
