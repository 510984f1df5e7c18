import { inflateSync } from 'node:zlib';

/**
 * PDF names that make a file do more than show pages: scripts, launching programs, embedded
 * files, rich media and XFA forms (which carry their own scripts). An /OpenAction alone is
 * usually a harmless "open at page 1"; it only matters when it runs a script, which /JS or
 * /JavaScript already reveal.
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

/** Compressed object streams are inflated up to this many bytes in all (a zip bomb stops here). */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

/**
 * The active-content names a PDF uses, found in its objects, including those packed in
 * compressed object streams (PDF 1.5+), with `#xx` escapes in names decoded so `/J#53` is
 * still `/JS`. A scan, not a parse: a broken file is judged on what can be read.
 */
export function findActiveContent(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const found = new Set<string>();
  collectNames(text, found);
  let budget = MAX_INFLATED_BYTES;
  for (const stream of objectStreams(text)) {
    if (budget <= 0) break;
    const inflated = inflate(stream, budget);
    if (!inflated) continue;
    budget -= inflated.length;
    collectNames(inflated.toString('latin1'), found);
  }
  return [...found].sort();
}

/** How far a stream's dictionary may reach from its /Type to the `stream` keyword. */
const DICTIONARY_REACH = 2000;

const namePattern = /\/([^\s/<>[\]()%{}]+)/g;

function collectNames(text: string, found: Set<string>): void {
  for (const match of text.matchAll(namePattern)) {
    const name = decodeName(match[1]);
    if (activeNames.has(name)) found.add(name);
  }
}

function decodeName(raw: string): string {
  if (!raw.includes('#')) return raw;
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

/**
 * Raw bytes of every object stream (`/Type /ObjStm`) compressed with Flate. Found from the
 * type name forward with plain searches, so the scan stays linear on any input.
 */
function* objectStreams(text: string): Generator<Buffer> {
  for (const match of text.matchAll(/\/Type\s*\/ObjStm\b/g)) {
    const reach = text.slice(match.index, match.index + DICTIONARY_REACH).indexOf('stream');
    if (reach < 0) continue;
    const keyword = match.index + reach;
    const dictionary = text.slice(Math.max(0, match.index - DICTIONARY_REACH), keyword);
    if (!dictionary.includes('/FlateDecode')) continue;
    let start = keyword + 'stream'.length;
    if (text[start] === '\r') start++;
    if (text[start] === '\n') start++;
    const end = text.indexOf('endstream', start);
    if (end < 0) continue;
    yield Buffer.from(text.slice(start, end), 'latin1');
  }
}

function inflate(bytes: Buffer, maxOutputLength: number): Buffer | null {
  try {
    return inflateSync(bytes, { maxOutputLength, finishFlush: 2 /* Z_SYNC_FLUSH */ });
  } catch {
    return null;
  }
}
