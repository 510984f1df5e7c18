// PDFs that attack the server's PDF work, written byte by byte (no library would write them):
// small files that unfold into millions of operations, gigabytes of inflated data, hundreds
// of thousands of pages or a 400-megapixel image. Each is written to a file, so the test
// process never holds more than the compressed bytes.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { constants, deflateRawSync } from 'node:zlib';

type PdfObject = string | { dict: string; data: Buffer };

/**
 * A PDF of `objects` (object 1 is the catalog), streamed to `path` with a correct
 * cross-reference table. `objects` may be a generator: a 200,000-page file is never whole in
 * memory.
 */
export async function writePdf(path: string, count: number, objects: Iterable<PdfObject>) {
  const out = createWriteStream(path);
  let offset = 0;
  const offsets: number[] = [];
  // Small pieces are gathered into writes of 1 MB.
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    if (!out.write(Buffer.concat(pending))) await once(out, 'drain');
    pending = [];
    pendingBytes = 0;
  };
  const write = async (chunk: string | Buffer) => {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    offset += bytes.length;
    pending.push(bytes);
    pendingBytes += bytes.length;
    if (pendingBytes >= 1024 * 1024) await flush();
  };
  await write('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  let number = 1;
  for (const object of objects) {
    offsets.push(offset);
    if (typeof object === 'string') {
      await write(`${number} 0 obj\n${object}\nendobj\n`);
    } else {
      await write(`${number} 0 obj\n<<${object.dict}/Length ${object.data.length}>>\nstream\n`);
      await write(object.data);
      await write('\nendstream\nendobj\n');
    }
    number += 1;
  }
  if (number - 1 !== count) throw new Error(`${number - 1} objects written, ${count} announced`);
  const xref = offset;
  await write(`xref\n0 ${count + 1}\n0000000000 65535 f \n`);
  for (const at of offsets) await write(`${String(at).padStart(10, '0')} 00000 n \n`);
  await write(`trailer\n<</Size ${count + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`);
  await flush();
  out.end();
  await once(out, 'finish');
}

/** A one-page PDF whose page draws `contents` with `resources`, plus `extra` objects from 5 on. */
function onePage(path: string, content: PdfObject, resources = '', extra: PdfObject[] = []) {
  return writePdf(path, 4 + extra.length, [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    `<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<<${resources}>>>>`,
    content,
    ...extra,
  ]);
}

/**
 * Page 1 draws `millions` million tiny filled rectangles: a Flate stream of a few hundred KB
 * that pdf.js turns into that many operations.
 */
export function operatorBomb(path: string, millions: number) {
  const piece = Buffer.from('0 0 1 1 re f\n'.repeat(100_000), 'latin1');
  const data = repeatedZlib(piece, millions * 10);
  return onePage(path, { dict: '/Filter/FlateDecode', data });
}

/** A zlib stream of `megabytes` MB of zero bytes (which PDF reads as white space). */
export function zeroBomb(megabytes: number): Buffer {
  return repeatedZlib(Buffer.alloc(1024 * 1024), megabytes);
}

/**
 * A zlib stream of `piece` repeated `times`, built from `piece` compressed once (it ends on
 * a full flush, so each copy stands alone): the test never holds or deflates the whole. The
 * checksum is right, so a strict reader finds nothing wrong either.
 */
function repeatedZlib(piece: Buffer, times: number): Buffer {
  const compressed = deflateRawSync(piece, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const end = deflateRawSync(Buffer.alloc(0));
  // Adler-32 of the whole: over one piece, a grows by the bytes' sum and b by n·a plus the
  // sum of the running sums, so the piece is read once.
  let sum = 0;
  let sumOfSums = 0;
  for (const byte of piece) {
    sum = (sum + byte) % 65521;
    sumOfSums = (sumOfSums + sum) % 65521;
  }
  let a = 1;
  let b = 0;
  for (let time = 0; time < times; time += 1) {
    b = (b + piece.length * a + sumOfSums) % 65521;
    a = (a + sum) % 65521;
  }
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(((b << 16) | a) >>> 0);
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...Array(times).fill(compressed), end, adler]);
}

/** Page 1's content stream inflates to `megabytes` MB (of zero bytes, which PDF reads as space). */
export function inflateBomb(path: string, megabytes: number) {
  return onePage(path, { dict: '/Filter/FlateDecode', data: zeroBomb(megabytes) });
}

/** `pages` pages that share one small content stream: a few MB on disk. */
export function pageCountBomb(path: string, pages: number) {
  function* objects(): Iterable<PdfObject> {
    yield '<</Type/Catalog/Pages 2 0 R>>';
    const kids = Array.from({ length: pages }, (_, i) => `${i + 4} 0 R`).join(' ');
    yield `<</Type/Pages/Kids[${kids}]/Count ${pages}/MediaBox[0 0 595 842]>>`;
    yield { dict: '', data: Buffer.from('0 0 10 10 re f', 'latin1') };
    for (let i = 0; i < pages; i += 1) yield '<</Type/Page/Parent 2 0 R/Contents 3 0 R>>';
  }
  return writePdf(path, pages + 3, objects());
}

/** Page 1 draws a 20,000 x 20,000 grey image (400 megapixels) declared in a ~400 KB stream. */
export function hugeImage(path: string, side = 20_000) {
  const megabytes = Math.ceil((side * side) / (1024 * 1024));
  return onePage(
    path,
    { dict: '', data: Buffer.from(`q 595 0 0 842 0 0 cm /Im1 Do Q`, 'latin1') },
    '/XObject<</Im1 5 0 R>>',
    [
      {
        dict: `/Type/XObject/Subtype/Image/Width ${side}/Height ${side}/ColorSpace/DeviceGray/BitsPerComponent 8/Filter/FlateDecode`,
        data: zeroBomb(megabytes),
      },
    ],
  );
}

/** An ordinary book: `pages` pages of a few lines of Helvetica text each. */
export function book(path: string, pages: number) {
  function* objects(): Iterable<PdfObject> {
    yield '<</Type/Catalog/Pages 2 0 R>>';
    const kids = Array.from({ length: pages }, (_, i) => `${4 + 2 * i} 0 R`).join(' ');
    yield `<</Type/Pages/Kids[${kids}]/Count ${pages}/MediaBox[0 0 595 842]>>`;
    yield '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>';
    for (let page = 1; page <= pages; page += 1) {
      yield `<</Type/Page/Parent 2 0 R/Contents ${5 + 2 * (page - 1)} 0 R/Resources<</Font<</F1 3 0 R>>>>>>`;
      const lines = [`Chapter ${page}`, `Page ${page} of a long and ordinary book.`, 'The end.'];
      const text = lines.map((line, i) => `1 0 0 1 72 ${760 - 20 * i} Tm (${line}) Tj`).join(' ');
      yield { dict: '', data: Buffer.from(`BT /F1 12 Tf ${text} ET`, 'latin1') };
    }
  }
  return writePdf(path, 3 + 2 * pages, objects());
}

/** Files that only look like PDFs. */
export const malformed = {
  headerOnly: Buffer.from('%PDF-1.7\n'),
  truncated: Buffer.from('%PDF-1.7\n1 0 obj\n<</Type/Catalog/Pages 2 0 R'),
  badXref: Buffer.from(
    '%PDF-1.7\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\nxref\n0 99999999\ntrailer<</Size 99999999/Root 1 0 R>>\nstartxref\n9\n%%EOF\n',
  ),
  loopingPages: Buffer.from(
    '%PDF-1.7\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[2 0 R]/Count 5>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};
