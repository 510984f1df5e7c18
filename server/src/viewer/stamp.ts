import { createHash } from 'node:crypto';
import { constants as zlib, deflateSync, inflateSync } from 'node:zlib';
import {
  beginText,
  concatTransformationMatrix,
  decodePDFRawStream,
  endText,
  PDFArray,
  PDFContentStream,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFStream,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  rotateAndSkewTextDegreesAndTranslate,
  setFillingColor,
  setFontAndSize,
  setGraphicsState,
  setTextRenderingMode,
  showText,
  TextRenderingMode,
} from 'pdf-lib';
import type { Color, PDFContext, PDFFont, PDFPage, PDFDict, PDFOperator } from 'pdf-lib';
import { AppError } from '../errors';
import { drawable, embedJapaneseFont } from '../pdf/japaneseFont';
import type { PageRange } from './pageLimits';
import type { ResolvedWatermark } from './watermark';

export interface StampRequest {
  watermark: ResolvedWatermark;
  /** Always in the page content and the metadata, whatever the watermark's own text. */
  email: string;
  /** The download's trace code (the download object's authKey). */
  traceCode: string;
  /** Only these pages (a capped download); null = every page. */
  pages?: PageRange | null;
}

/** Distance of the stamp from the page's edges, in points. */
const MARGIN = 24;
/** The trace line along the bottom edge: size and distance from the edge, in points. */
const TRACE_SIZE = 6;
const TRACE_EDGE = 6;
/** One page's content is decoded at most to this size; a larger one keeps its streams as they are. */
const MAX_PAGE_CONTENT = 64 * 1024 * 1024;
/** All pages' content is decoded at most to this size; the pages after it keep their streams. */
const MAX_DOCUMENT_CONTENT = 512 * 1024 * 1024;

/**
 * The PDF with the reader's stamp drawn into every page's own content (decisions.md, "A stamp
 * that survives casual removal"):
 *
 * - each page's content streams are decoded and written again as ONE stream: the trace line
 *   (e-mail and trace code) as invisible text (render mode 3), the original drawing in
 *   `q … Q`, then the watermark and the trace line drawn small along the bottom edge, the
 *   stamp's parts inside `/Artifact` marked-content sequences, the trace's naming the trace
 *   code and the reader as plain strings. Removing that stream removes the page; a
 *   short second stream repeats the invisible line, so deleting "the last stream" (the old
 *   attack) leaves the page and its whole stamp;
 * - the replaced streams are deleted from the file, so no clean copy of a page is left in it;
 * - the metadata names them too: Info (Subject, Keywords), an XMP packet, and the trailer's
 *   document ID, whose second half is the trace code.
 *
 * Text is drawn with Noto Sans JP (`pdf/japaneseFont.ts`), subset to the characters used, so Japanese
 * custom text is drawn; characters the font lacks (emoji) are left out of the drawing, and the
 * e-mail is drawn when nothing else is left. A pure function of its input: bytes and request
 * in, bytes out (the font file is read once per process).
 */
export async function stampPdf(original: Uint8Array, request: StampRequest): Promise<Uint8Array> {
  const doc = await selectPages(
    await PDFDocument.load(original, { updateMetadata: false }),
    request.pages ?? null,
  );
  const { font, draws } = await embedJapaneseFont(doc, request.traceCode);
  // Laid out once: fontkit's shaping is the costly part, the same for every page.
  const text = prepared(font, drawable(draws, request.watermark.text) || request.email);
  const trace = prepared(font, drawable(draws, `${request.email} · ${request.traceCode}`));
  const resources = new ResourceNames(doc, font, request.watermark.opacity);
  const replaced = new Set<PDFRef>();
  const tails = new Map<string, PDFRef>();
  const budget = { left: MAX_DOCUMENT_CONTENT };
  for (const page of doc.getPages()) {
    stampPage(page, resources, replaced, {
      text,
      trace,
      mark: request.watermark,
      traced: ` /TraceCode ${literal(request.traceCode)} /Licensee ${literal(request.email)}`,
      tails,
      budget,
    });
  }
  // A stream is deleted once no page draws it: pages sharing one stream each got their copy.
  for (const ref of replaced) doc.context.delete(ref);
  writeMetadata(doc, request, original);
  return doc.save({ useObjectStreams: true });
}

/** The document itself, or a new one of the chosen pages (400 when none of them exists). */
async function selectPages(doc: PDFDocument, pages: PageRange | null): Promise<PDFDocument> {
  if (pages === null) return doc;
  const count = doc.getPageCount();
  if (pages.from > count) throw AppError.badRequest({ pages: `The book has ${count} pages.` });
  const indices = Array.from(
    { length: Math.min(pages.to, count) - pages.from + 1 },
    (_, index) => pages.from - 1 + index,
  );
  const part = await PDFDocument.create();
  for (const page of await part.copyPages(doc, indices)) part.addPage(page);
  part.setTitle(doc.getTitle() ?? '');
  return part;
}

// ---------------------------------------------------------------------------------------------
// Page resources

/**
 * The stamp's font and opacity under names each page's resources do not use yet. Pages often
 * share one resource dictionary: it gets the names once, not once per page.
 */
class ResourceNames {
  private readonly named = new Map<PDFDict, { font: PDFName; opaque: PDFName; faint: PDFName }>();
  private readonly opaqueRef: PDFRef;
  private readonly faintRef: PDFRef;

  constructor(
    doc: PDFDocument,
    private readonly font: PDFFont,
    opacity: number,
  ) {
    const state = (alpha: number) =>
      doc.context.register(doc.context.obj({ Type: 'ExtGState', ca: alpha, CA: alpha }));
    this.opaqueRef = state(Math.min(1, Math.max(0, opacity)));
    this.faintRef = state(0.6);
  }

  for(page: PDFPage) {
    const { Resources, Font, ExtGState } = page.node.normalizedEntries();
    let names = this.named.get(Resources);
    if (!names) {
      names = {
        font: freeName(Font, 'StampFont', this.font.ref),
        opaque: freeName(ExtGState, 'StampGS', this.opaqueRef),
        faint: freeName(ExtGState, 'StampFaint', this.faintRef),
      };
      this.named.set(Resources, names);
    }
    return names;
  }
}

/**
 * `value` under the first of `base`, `base1`, `base2`… that `dict` does not use (pdf-lib's own
 * names carry a random suffix: the same on every page keeps equal streams equal).
 */
function freeName(dict: PDFDict, base: string, value: PDFRef): PDFName {
  for (let index = 0; ; index += 1) {
    const name = PDFName.of(index === 0 ? base : `${base}${index}`);
    if (!dict.has(name)) {
      dict.set(name, value);
      return name;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// One page

/** A line of text, encoded for the subset font, and its width at 1 pt. */
interface Prepared {
  hex: PDFHexString;
  width: number;
}

function prepared(font: PDFFont, text: string): Prepared {
  return { hex: font.encodeText(text) as PDFHexString, width: font.widthOfTextAtSize(text, 1) };
}

interface PageStamp {
  /** The watermark's text, drawable. */
  text: Prepared;
  /** The trace line: e-mail and trace code. */
  trace: Prepared;
  mark: ResolvedWatermark;
  /** Property list entries naming the trace code and the reader: ` /TraceCode (…) /Licensee (…)`. */
  traced: string;
  /** The second streams written so far, by their content. */
  tails: Map<string, PDFRef>;
  /** Bytes of content the document's pages may still decode. */
  budget: { left: number };
}

function stampPage(page: PDFPage, names: ResourceNames, replaced: Set<PDFRef>, stamp: PageStamp) {
  const context = page.doc.context;
  // Read before `normalizedEntries` (ResourceNames) wraps the streams in pdf-lib's own q/Q.
  const refs = contentRefs(page);
  const originalContent = decodedContent(
    context,
    refs,
    Math.min(MAX_PAGE_CONTENT, stamp.budget.left),
  );
  stamp.budget.left -= originalContent?.bytes.length ?? 0;
  const resources = names.for(page);
  const frame = displayFrame(page);
  const invisible = marked(`/Type /Layout${stamp.traced}`, invisibleTrace(stamp, resources, frame));
  const visible =
    marked('/Type /Pagination /Subtype /Watermark', watermarkOps(stamp, resources, frame)) +
    marked(
      `/Type /Pagination /Subtype /Footer${stamp.traced}`,
      traceLineOps(stamp, resources, frame),
    );
  if (originalContent === null) {
    // Not decodable here (an unknown filter, a broken or oversized stream): the stamp wraps the
    // page's streams as they are, as before.
    const before = streamOf(context, ascii(`${invisible}q\n`));
    const after = streamOf(context, ascii(`\nQ\n${visible}${invisible}`));
    page.node.set(PDFName.Contents, context.obj([before, ...refs, after]));
    return;
  }
  const { bytes, openStates } = originalContent;
  const merged = Buffer.concat([
    ascii(`${invisible}q\n`),
    bytes,
    ascii(`\n${'Q\n'.repeat(openStates)}Q\n${visible}`),
  ]);
  // Pages of one size have the same tail: one stream for them all keeps the file small.
  const tailOps = invisible;
  let tail = stamp.tails.get(tailOps);
  if (!tail) {
    tail = streamOf(context, ascii(tailOps));
    stamp.tails.set(tailOps, tail);
  }
  page.node.set(PDFName.Contents, context.obj([streamOf(context, merged), tail]));
  for (const ref of refs) replaced.add(ref);
}

/** The page's content streams, by reference, in drawing order. */
function contentRefs(page: PDFPage): PDFRef[] {
  const contents = page.node.get(PDFName.Contents);
  if (contents instanceof PDFRef) {
    const target = page.doc.context.lookup(contents);
    if (target instanceof PDFArray) return target.asArray().filter(isRef);
    return [contents];
  }
  if (contents instanceof PDFArray) return contents.asArray().filter(isRef);
  return [];
}

const isRef = (value: unknown): value is PDFRef => value instanceof PDFRef;

/**
 * The page's content decoded and joined (streams split a page only between tokens, so a line
 * break between them is safe), with the count of `q` left open at its end; null when a stream
 * cannot be decoded here or the page holds more than `limit` bytes.
 */
function decodedContent(
  context: PDFContext,
  refs: PDFRef[],
  limit: number,
): { bytes: Buffer; openStates: number } | null {
  const parts: Buffer[] = [];
  let total = 0;
  for (const ref of refs) {
    const stream = context.lookup(ref);
    if (!(stream instanceof PDFStream)) continue;
    const bytes = decodedStream(stream, limit - total);
    if (bytes === null) return null;
    total += bytes.length;
    parts.push(bytes, ascii('\n'));
  }
  const bytes = Buffer.concat(parts);
  return { bytes, openStates: openGraphicsStates(bytes) };
}

function decodedStream(stream: PDFStream, limit: number): Buffer | null {
  try {
    if (stream instanceof PDFContentStream) return Buffer.from(stream.getUnencodedContents());
    if (!(stream instanceof PDFRawStream)) return null;
    const filter = stream.dict.lookup(PDFName.of('Filter'));
    const single = filter instanceof PDFArray && filter.size() === 1 ? filter.get(0) : filter;
    const plain = filter === undefined;
    const flate =
      single instanceof PDFName &&
      single.asString() === '/FlateDecode' &&
      !stream.dict.has(PDFName.of('DecodeParms'));
    let bytes: Buffer;
    if (plain) bytes = Buffer.from(stream.contents);
    else if (flate) {
      // Native inflate, bounded; a truncated stream gives what it holds, as viewers do.
      bytes = inflateSync(stream.contents, {
        maxOutputLength: Math.max(1, limit),
        finishFlush: zlib.Z_SYNC_FLUSH,
      });
    } else bytes = Buffer.from(decodePDFRawStream(stream).decode());
    return bytes.length <= limit ? bytes : null;
  } catch {
    return null;
  }
}

/**
 * How many `q` are still open at the end of a content stream, so the stamp can close them and
 * draw in the page's own coordinates. Strings, comments and inline images are skipped.
 */
export function openGraphicsStates(bytes: Uint8Array): number {
  let depth = 0;
  let index = 0;
  const length = bytes.length;
  const isSpace = (byte: number) =>
    byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0;
  const isDelimiter = (byte: number) =>
    isSpace(byte) || '()<>[]{}/%'.includes(String.fromCharCode(byte));
  while (index < length) {
    const byte = bytes[index];
    if (isSpace(byte)) {
      index += 1;
    } else if (byte === 0x25 /* % */) {
      while (index < length && bytes[index] !== 0x0a && bytes[index] !== 0x0d) index += 1;
    } else if (byte === 0x28 /* ( */) {
      let nesting = 0;
      for (; index < length; index += 1) {
        const char = bytes[index];
        if (char === 0x5c /* \ */) index += 1;
        else if (char === 0x28) nesting += 1;
        else if (char === 0x29 && --nesting === 0) break;
      }
      index += 1;
    } else if (byte === 0x3c /* < */ && bytes[index + 1] !== 0x3c) {
      while (index < length && bytes[index] !== 0x3e) index += 1;
      index += 1;
    } else if (isDelimiter(byte)) {
      index += 1;
      if (byte === 0x2f /* / */) while (index < length && !isDelimiter(bytes[index])) index += 1;
    } else {
      const start = index;
      while (index < length && !isDelimiter(bytes[index])) index += 1;
      const word = index - start;
      if (word === 1 && byte === 0x71 /* q */) depth += 1;
      else if (word === 1 && byte === 0x51 /* Q */) depth = Math.max(0, depth - 1);
      else if (word === 2 && byte === 0x49 && bytes[start + 1] === 0x44 /* ID */) {
        // Inline image data runs to the next "EI" between white space.
        index += 1;
        while (
          index < length &&
          !(
            bytes[index] === 0x45 &&
            bytes[index + 1] === 0x49 &&
            isSpace(bytes[index - 1]) &&
            (index + 2 >= length || isDelimiter(bytes[index + 2]))
          )
        ) {
          index += 1;
        }
        index += 2;
      }
    }
  }
  return Math.min(depth, 1000);
}

function streamOf(context: PDFContext, bytes: Uint8Array): PDFRef {
  const deflated = deflateSync(bytes);
  return context.register(context.stream(deflated, { Filter: 'FlateDecode' }));
}

const ascii = (text: string) => Buffer.from(text, 'latin1');

// ---------------------------------------------------------------------------------------------
// Drawing

/**
 * The page as it is shown: its visible box (crop box) turned by its /Rotate, as a size and the
 * matrix from shown coordinates (origin at the shown bottom-left) to the page's user space.
 */
interface Frame {
  width: number;
  height: number;
  matrix: [number, number, number, number, number, number];
}

function displayFrame(page: PDFPage): Frame {
  const { x, y, width, height } = page.getCropBox();
  const turn = (((page.getRotation().angle % 360) + 360) % 360) / 90;
  switch (Math.round(turn) % 4) {
    case 1:
      return { width: height, height: width, matrix: [0, 1, -1, 0, x + width, y] };
    case 2:
      return { width, height, matrix: [-1, 0, 0, -1, x + width, y + height] };
    case 3:
      return { width: height, height: width, matrix: [0, -1, 1, 0, x, y + height] };
    default:
      return { width, height, matrix: [1, 0, 0, 1, x, y] };
  }
}

interface TextRun {
  text: Prepared;
  size: number;
  x: number;
  y: number;
  angle: number;
  color: Color;
  /** The opacity's graphics state; none for invisible text. */
  state?: PDFName;
  mode?: TextRenderingMode;
}

function textOps(fontName: PDFName, frame: Frame, run: TextRun): PDFOperator[] {
  return [
    pushGraphicsState(),
    concatTransformationMatrix(...frame.matrix),
    ...(run.state === undefined ? [] : [setGraphicsState(run.state)]),
    beginText(),
    setFillingColor(run.color),
    setFontAndSize(fontName, run.size),
    ...(run.mode === undefined ? [] : [setTextRenderingMode(run.mode)]),
    rotateAndSkewTextDegreesAndTranslate(run.angle, 0, 0, run.x, run.y),
    showText(run.text.hex),
    endText(),
    popGraphicsState(),
  ];
}

function watermarkOps(
  stamp: PageStamp,
  names: { font: PDFName; opaque: PDFName },
  frame: Frame,
): PDFOperator[] {
  const { text, mark } = stamp;
  const { width, height } = frame;
  const base = { text, color: colourOf(mark.color), state: names.opaque };
  const at = (size: number) => text.width * size;
  if (mark.position === 'DIAGONAL') {
    // Centred on the page, along the rising diagonal, shrunk to fit it.
    const angle = Math.atan2(height, width);
    const size = fitting(mark.fontSize, at, Math.hypot(width, height) * 0.8);
    const textWidth = at(size);
    const x = width / 2 - (Math.cos(angle) * textWidth) / 2 + (Math.sin(angle) * size) / 2;
    const y = height / 2 - (Math.sin(angle) * textWidth) / 2 - (Math.cos(angle) * size) / 2;
    return textOps(names.font, frame, {
      ...base,
      size,
      x,
      y,
      angle: (angle * 180) / Math.PI,
    });
  }
  const size = fitting(mark.fontSize, at, width - 2 * MARGIN);
  const textWidth = at(size);
  const [vertical, horizontal = 'CENTER'] = mark.position.split('_');
  const x =
    horizontal === 'LEFT'
      ? MARGIN
      : horizontal === 'RIGHT'
        ? width - MARGIN - textWidth
        : (width - textWidth) / 2;
  const y =
    vertical === 'TOP' ? height - MARGIN - size : vertical === 'BOTTOM' ? MARGIN : height / 2;
  return textOps(names.font, frame, { ...base, size, x, y, angle: 0 });
}

/** The trace line, small and grey, centred along the bottom edge. */
function traceLineOps(
  stamp: PageStamp,
  names: { font: PDFName; faint: PDFName },
  frame: Frame,
): PDFOperator[] {
  const size = fitting(TRACE_SIZE, (at) => stamp.trace.width * at, frame.width - 2 * TRACE_EDGE);
  const width = stamp.trace.width * size;
  return textOps(names.font, frame, {
    text: stamp.trace,
    size,
    x: (frame.width - width) / 2,
    y: TRACE_EDGE,
    angle: 0,
    color: rgb(0.45, 0.45, 0.45),
    state: names.faint,
  });
}

/** The trace line again as invisible text (render mode 3): found by search and extraction. */
function invisibleTrace(stamp: PageStamp, names: { font: PDFName }, frame: Frame): PDFOperator[] {
  return textOps(names.font, frame, {
    text: stamp.trace,
    size: 4,
    x: TRACE_EDGE,
    y: frame.height - TRACE_EDGE - 4,
    angle: 0,
    color: rgb(0, 0, 0),
    mode: TextRenderingMode.Invisible,
  });
}

/** The largest size up to `wanted` at which `widthAt(size)` fits in `room` (at least 1 pt). */
function fitting(wanted: number, widthAt: (size: number) => number, room: number): number {
  const width = widthAt(wanted);
  if (width <= room || width === 0) return wanted;
  return Math.max(1, Math.floor(((wanted * room) / width) * 10) / 10);
}

function colourOf(hex: string) {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1] ?? '000000';
  const channel = (at: number) => parseInt(value.slice(at, at + 2), 16) / 255;
  return rgb(channel(0), channel(2), channel(4));
}

// ---------------------------------------------------------------------------------------------
// Trace code and reader, as data

/**
 * `ops` as an `/Artifact` marked-content sequence: assistive technology skips the stamp. Only
 * the drawn watermark is a /Watermark artifact (tools that strip watermarks look for that); the
 * trace line and the invisible text carry the trace code and the reader in their property list,
 * as plain strings in the page content.
 */
function marked(properties: string, ops: PDFOperator[]): string {
  return `/Artifact <<${properties}>> BDC\n${ops.map((op) => op.toString()).join('\n')}\nEMC\n`;
}

/** A PDF literal string: UTF-8 bytes, with `\`, parentheses and non-printing bytes escaped. */
export function literal(text: string): string {
  let out = '(';
  for (const byte of Buffer.from(text, 'utf8')) {
    if (byte === 0x5c || byte === 0x28 || byte === 0x29) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

function writeMetadata(doc: PDFDocument, request: StampRequest, original: Uint8Array) {
  doc.setSubject(`Licensed copy for ${request.watermark.text}`);
  doc.setKeywords([request.email, request.traceCode]);
  const context = doc.context;
  const xmp = context.stream(Buffer.from(xmpPacket(doc, request), 'utf8'), {
    Type: 'Metadata',
    Subtype: 'XML',
  });
  doc.catalog.set(PDFName.of('Metadata'), context.register(xmp));
  // The document ID: the original's permanent half kept (else a hash of the original file),
  // the changing half this download's trace code.
  const trace = Buffer.from(request.traceCode, 'utf8').toString('hex');
  const ids = context.trailerInfo.ID;
  const permanent =
    ids instanceof PDFArray && ids.get(0) instanceof PDFHexString
      ? (ids.get(0) as PDFHexString)
      : PDFHexString.of(createHash('sha256').update(original).digest('hex').slice(0, 32));
  context.trailerInfo.ID = context.obj([permanent, PDFHexString.of(trace)]);
}

function xmpPacket(doc: PDFDocument, request: StampRequest): string {
  const xml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.codePointAt(0)};`);
  const title = doc.getTitle();
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about=""',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ' xmlns:pdf="http://ns.adobe.com/pdf/1.3/"',
    ' xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/"',
    ' xmlns:xmpRights="http://ns.adobe.com/xap/1.0/rights/">',
    title
      ? `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${xml(title)}</rdf:li></rdf:Alt></dc:title>`
      : '',
    `<dc:rights><rdf:Alt><rdf:li xml:lang="x-default">Licensed copy for ${xml(request.email)}, trace code ${xml(request.traceCode)}</rdf:li></rdf:Alt></dc:rights>`,
    `<pdf:Keywords>${xml(`${request.email} ${request.traceCode}`)}</pdf:Keywords>`,
    `<xmpMM:InstanceID>urn:trace:${xml(request.traceCode)}</xmpMM:InstanceID>`,
    '<xmpRights:Marked>True</xmpRights:Marked>',
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
}
