import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * Noto Sans JP (OFL, from npm) for the PDFs the server writes: the viewer's stamped downloads
 * and the receipts. The file is read and parsed once per process (5 MB, ~40 ms); each document
 * embeds a subset of the characters it draws.
 */
export interface JapaneseFont {
  bytes: Uint8Array;
  /** fontkit, handing pdf-lib the font parsed once per process. */
  fontkit: Fontkit;
  /** Whether the font draws a code point. */
  draws: (codePoint: number) => boolean;
}

/** pdf-lib's fontkit interface (its type is not exported). */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

let loaded: JapaneseFont | undefined;

export async function japaneseFont(): Promise<JapaneseFont> {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const bytes = readFileSync(
    require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf'),
  );
  const parsed = (fontkit as Fontkit).create(bytes);
  longLocaSubsets(parsed as unknown as SubsettingFont);
  loaded = {
    bytes,
    fontkit: { create: () => parsed },
    draws: (codePoint) => parsed.hasGlyphForCodePoint(codePoint),
  };
  return loaded;
}

/**
 * The font embedded in `doc` as a subset of what the document draws, under a subset name
 * whose tag is derived from `seed` (the same input gives the same bytes).
 */
export async function embedJapaneseFont(
  doc: PDFDocument,
  seed: string,
): Promise<{ font: PDFFont; draws: JapaneseFont['draws'] }> {
  const japanese = await japaneseFont();
  doc.registerFontkit(japanese.fontkit);
  const font = await doc.embedFont(japanese.bytes, {
    subset: true,
    customName: `${subsetTag(seed)}+NotoSansJP-Regular`,
  });
  return { font, draws: japanese.draws };
}

/** A subset font's name tag (ISO 32000 9.6.4): six capitals derived from `seed`. */
export function subsetTag(seed: string): string {
  const hash = createHash('sha256').update(seed).digest();
  return [...hash.subarray(0, 6)].map((byte) => String.fromCharCode(65 + (byte % 26))).join('');
}

/** The characters of `text` the font can draw, runs of others collapsed to one space. */
export function drawable(draws: (codePoint: number) => boolean, text: string): string {
  return [...text]
    .map((char) => (draws(char.codePointAt(0) as number) ? char : ' '))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

interface SubsettingFont {
  createSubset(): { _addGlyph(glyph: number): number; loca: { version?: number } };
}

/**
 * @pdf-lib/fontkit 1.1.1 writes a subset's `loca` in the short format whenever the subset's
 * glyph data is under 128 KiB, though short offsets are halved: a glyph of odd length (half of
 * Noto Sans JP's) shifts every glyph after it, and they draw as nothing. The long format
 * (4 bytes a glyph) is always right.
 */
function longLocaSubsets(font: SubsettingFont) {
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset();
    const addGlyph = subset._addGlyph.bind(subset);
    subset._addGlyph = (glyph) => {
      subset.loca.version = 1;
      return addGlyph(glyph);
    };
    return subset;
  };
}
