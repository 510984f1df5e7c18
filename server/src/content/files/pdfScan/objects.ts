import { promisify } from 'node:util';
import { constants, inflate } from 'node:zlib';
import type { ByteSource } from './source';
import { NeedMoreBytes, parseObjectBody, parseValue, PdfName, PdfSyntaxError } from './syntax';
import type { PdfDict, PdfValue } from './syntax';

export interface WalkLimits {
  /** Wall-clock time for the whole file; past it the walk stops and says so. */
  maxMilliseconds: number;
  /** A dictionary larger than this is skipped (and the walk is incomplete). */
  maxObjectBytes: number;
  /** Inflated bytes of all object streams together (a zip bomb stops here). */
  maxInflatedBytes: number;
}

export interface WalkReport {
  /** A trailer or cross-reference stream names an /Encrypt dictionary. */
  isEncrypted: boolean;
  /** Object streams whose data could not be decoded (encrypted, damaged, unknown filter). */
  unreadObjectStreams: number;
  /** False when a limit stopped the walk or made it skip something. */
  isComplete: boolean;
}

export const defaultWalkLimits: WalkLimits = {
  maxMilliseconds: 60_000,
  maxObjectBytes: 8 * 1024 * 1024,
  maxInflatedBytes: 64 * 1024 * 1024,
};

const inflateAsync = promisify(inflate);

/** Bytes read at a time when looking for the next object or the end of a stream. */
const SEARCH_WINDOW = 256 * 1024;
/** One object stream's inflated size: real ones hold a few hundred small objects. */
const MAX_OBJECT_STREAM_BYTES = 16 * 1024 * 1024;
/** Main-thread work between two yields to the event loop. */
const SLICE_MS = 10;

const HEADER =
  /(\d+)[\0\t\n\f\r ]+(\d+)[\0\t\n\f\r ]+obj(?![^\0\t\n\f\r ()<>[\]{}/%])|trailer(?![^\0\t\n\f\r ()<>[\]{}/%])/g;
const ENDSTREAM = Buffer.from('endstream');

/**
 * Visits every object of a PDF as it is written: each `N G obj` body in file order (all
 * revisions, damaged cross-reference tables or not), each trailer, and each object packed
 * in an object stream. Stream data is skipped, never interpreted, except object streams.
 * Runs in short slices so the event loop stays free; reads only a window at a time.
 */
export async function walkPdfObjects(
  source: ByteSource,
  visit: (value: PdfValue) => void,
  limits: WalkLimits = defaultWalkLimits,
): Promise<WalkReport> {
  const report: WalkReport = { isEncrypted: false, unreadObjectStreams: 0, isComplete: true };
  const pace = pacer(Date.now() + limits.maxMilliseconds);
  let inflateBudget = limits.maxInflatedBytes;
  let pos = 0;

  const onValue = (value: PdfValue) => {
    if (value instanceof Map && value.has('Encrypt')) report.isEncrypted = true;
    visit(value);
  };

  while (pos < source.size) {
    if (!(await pace())) return { ...report, isComplete: false };
    const header = await nextHeader(source, pos);
    if (!header) break;
    const parsed = await parseGrowing(source, header.bodyStart, limits.maxObjectBytes);
    if (parsed === 'tooLarge') report.isComplete = false;
    if (parsed === 'tooLarge' || parsed === 'invalid') {
      // Not an object after all, or one we cannot read: look again just past its header.
      pos = header.bodyStart;
      continue;
    }
    onValue(parsed.value);
    if (parsed.streamStart === null || !(parsed.value instanceof Map)) {
      pos = parsed.end;
      continue;
    }
    const dataEnd = await streamEnd(source, parsed.streamStart, parsed.value.get('Length'));
    if (isName(parsed.value.get('Type'), 'ObjStm')) {
      const rawLength = dataEnd - parsed.streamStart;
      const members =
        rawLength > MAX_OBJECT_STREAM_BYTES
          ? 'tooLarge'
          : await decodeObjectStream(
              parsed.value,
              await source.read(parsed.streamStart, rawLength),
              inflateBudget,
            );
      if (members === 'tooLarge') report.isComplete = false;
      else if (!members) report.unreadObjectStreams++;
      else {
        inflateBudget -= members.data.length;
        for (const offset of members.offsets) {
          if (!(await pace())) return { ...report, isComplete: false };
          const value = memberAt(members.data, members.first + offset);
          if (value !== undefined) onValue(value);
        }
      }
    }
    pos = dataEnd + ENDSTREAM.length;
  }
  return report;
}

/**
 * The next object header or `trailer` keyword at or after `pos`. The first look is short
 * (objects usually follow each other closely), then a window at a time.
 */
async function nextHeader(source: ByteSource, pos: number) {
  let length = 1024;
  for (let start = pos; start < source.size; start += length - 64, length = SEARCH_WINDOW) {
    const text = (await source.read(start, length)).toString('latin1');
    HEADER.lastIndex = 0;
    const match = HEADER.exec(text);
    if (match) return { bodyStart: start + match.index + match[0].length };
    if (start + text.length >= source.size) return null;
  }
  return null;
}

/** Parses an object body, reading a larger window while the value runs past the current one. */
async function parseGrowing(source: ByteSource, start: number, maxBytes: number) {
  for (let length = 16 * 1024; ; length *= 4) {
    const bytes = await source.read(start, Math.min(length, maxBytes));
    const isWhole = start + bytes.length >= source.size;
    try {
      const body = parseObjectBody(bytes, 0, isWhole);
      const streamStart = body.streamStart === null ? null : start + body.streamStart;
      return { value: body.value, end: start + body.end, streamStart };
    } catch (error) {
      if (error instanceof PdfSyntaxError) return 'invalid';
      if (!(error instanceof NeedMoreBytes)) throw error;
      if (length >= maxBytes) return 'tooLarge';
    }
  }
}

/**
 * Where a stream's data ends: at `/Length` when `endstream` follows there, else at the first
 * `endstream` (an indirect or wrong length). Only this keyword is looked for in the data.
 */
async function streamEnd(source: ByteSource, dataStart: number, length: PdfValue | undefined) {
  if (typeof length === 'number' && length >= 0 && dataStart + length <= source.size) {
    const after = await source.read(dataStart + length, 32);
    const keyword = after.indexOf(ENDSTREAM);
    if (keyword >= 0 && /^[\0\t\n\f\r ]*$/.test(after.toString('latin1', 0, keyword))) {
      return dataStart + length;
    }
  }
  for (let start = dataStart; start < source.size; start += SEARCH_WINDOW - ENDSTREAM.length) {
    const window = await source.read(start, SEARCH_WINDOW);
    const found = window.indexOf(ENDSTREAM);
    if (found >= 0) return start + found;
  }
  return source.size;
}

/** Object stream members (§7.5.7): `N` pairs of number and offset, then the objects from `First`. */
async function decodeObjectStream(dict: PdfDict, raw: Buffer, budget: number) {
  const data = await decode(dict, raw, budget);
  if (data === 'tooLarge' || !data) return data;
  const count = dict.get('N');
  const first = dict.get('First');
  if (typeof count !== 'number' || typeof first !== 'number') return null;
  const header = data.toString('latin1', 0, first).trim().split(/\s+/).map(Number);
  const offsets = header.filter((_, index) => index % 2 === 1).slice(0, count);
  return { data, first, offsets };
}

function memberAt(data: Buffer, start: number): PdfValue | undefined {
  try {
    return parseValue(data, start, true).value;
  } catch (error) {
    if (error instanceof PdfSyntaxError) return undefined;
    throw error;
  }
}

/** FlateDecode or no filter; anything else (or a predictor) is not read. */
async function decode(dict: PdfDict, raw: Buffer, budget: number) {
  const filter = dict.get('Filter');
  const filters = Array.isArray(filter) ? filter : filter === undefined ? [] : [filter];
  // A copy: the source reuses its buffer on the next read.
  if (filters.length === 0) return Buffer.from(raw);
  const parms = dict.get('DecodeParms');
  const isPlainFlate = filters.length === 1 && isName(filters[0], 'FlateDecode');
  if (!isPlainFlate || (parms instanceof Map && parms.has('Predictor'))) return null;
  if (budget <= 0) return 'tooLarge';
  try {
    return await inflateAsync(raw, {
      maxOutputLength: Math.min(budget, MAX_OBJECT_STREAM_BYTES),
      finishFlush: constants.Z_SYNC_FLUSH,
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ERR_BUFFER_TOO_LARGE' ? 'tooLarge' : null;
  }
}

function isName(value: PdfValue | undefined, name: string): boolean {
  return value instanceof PdfName && value.name === name;
}

/**
 * Yields to the event loop once a slice of work is used up; answers false past the deadline.
 */
function pacer(deadline: number) {
  let sliceStart = performance.now();
  return async (): Promise<boolean> => {
    if (performance.now() - sliceStart >= SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
    return Date.now() < deadline;
  };
}
