// The viewer bench's book: `pages` pages of text, each with its own incompressible image, so
// the file is large (about `imageKb` KB a page) the way a scanned or illustrated book is.
// Generated once with pdf-lib and kept in the system's temporary folder, keyed by its
// parameters and this file, since 1,000 pages take a while to build.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  StandardFonts,
} from 'pdf-lib';

const LINES = 24;

/** The path of the cached book (built on first use). */
export async function viewerBenchPdf({ pages = 1000, imageKb = 54 } = {}) {
  const key = createHash('sha256')
    .update(readFileSync(new URL(import.meta.url)))
    .update(`${pages}/${imageKb}`)
    .digest('hex')
    .slice(0, 16);
  const dir = process.env.BENCH_CACHE_DIR ?? join(tmpdir(), 'hondana-bench-cache');
  const file = join(dir, `viewer-${pages}p-${imageKb}kb-${key}.pdf`);
  if (existsSync(file)) return file;
  console.log(`[bench] generating a ${pages}-page PDF into ${file}`);
  mkdirSync(dir, { recursive: true });
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const width = 256;
  const height = Math.round((imageKb * 1024) / width);
  for (let number = 1; number <= pages; number += 1) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Chapter ${number}`, { x: 60, y: 780, size: 26, font });
    for (let line = 0; line < LINES; line += 1) {
      page.drawText(`Line ${line + 1} of page ${number}: a quiet reading room, a long book.`, {
        x: 60,
        y: 740 - line * 16,
        size: 11,
        font,
      });
    }
    const image = doc.context.stream(randomBytes(width * height), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: width,
      Height: height,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 8,
    });
    const name = page.node.newXObject('Plate', doc.context.register(image));
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(475, 0, 0, Math.round((475 * height) / width), 60, 40),
      drawObject(name),
      popGraphicsState(),
    );
  }
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, await doc.save());
  renameSync(partial, file);
  return file;
}
