/**
 * Image sizes read from the file's own header, before an upload is accepted: a small file can
 * declare a picture that takes gigabytes to decode in every reader's browser (a 2 MB PNG of
 * 50,000 x 50,000 pixels). Tenant images (logos, banners, favicons, slides…) and covers must
 * stay within MAX_IMAGE_SIDE a side and MAX_IMAGE_PIXELS in all.
 */
export const MAX_IMAGE_SIDE = 10_000;
export const MAX_IMAGE_PIXELS = 40_000_000;

export interface ImageSize {
  width: number;
  height: number;
}

/** What is wrong with the image's size, or null when it may be accepted. */
export function pixelProblem(bytes: Uint8Array, ext: string): string | null {
  const sizes = imageSizes(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), ext);
  if (!sizes?.length) return 'The image could not be read: its size is missing or damaged.';
  if (sizes[0].width < 1 || sizes[0].height < 1) {
    return 'The image could not be read: its size is zero.';
  }
  for (const { width, height } of sizes) {
    if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
      return (
        `The image is ${width} x ${height} pixels: at most ${MAX_IMAGE_SIDE.toLocaleString('en')} ` +
        `pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are accepted.`
      );
    }
  }
  return null;
}

/**
 * Every size the file declares (a GIF's screen and frames, an icon's images), by the type
 * file-type found (`png`, `apng`, `jpg`, `gif`, `webp`, `ico`); null when it cannot be read.
 */
export function imageSizes(bytes: Buffer, ext: string): ImageSize[] | null {
  try {
    switch (ext) {
      case 'png':
      case 'apng':
        return one(pngSize(bytes));
      case 'jpg':
        return one(jpegSize(bytes));
      case 'gif':
        return gifSizes(bytes);
      case 'webp':
        return one(webpSize(bytes));
      case 'ico':
        return icoSizes(bytes);
      default:
        return null;
    }
  } catch {
    // A header cut short (RangeError from a read past the end) is an unreadable image.
    return null;
  }
}

const one = (size: ImageSize | null) => (size ? [size] : null);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** IHDR is the first chunk; an APNG's frames may not exceed it. */
function pngSize(bytes: Buffer): ImageSize | null {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * The frame header (SOF0…SOF15 but DHT, JPG and DAC); segments are walked, and bytes between
 * them skipped up to the next marker as decoders do.
 */
function jpegSize(bytes: Buffer): ImageSize | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) {
      at += 1;
      continue;
    }
    const marker = bytes[at + 1];
    if (
      marker === 0xff ||
      marker === 0x00 ||
      (marker >= 0xd0 && marker <= 0xd8) ||
      marker === 0x01
    ) {
      at += marker === 0xff ? 1 : 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = bytes.readUInt16BE(at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  return null;
}

/** The logical screen and every frame's descriptor. */
function gifSizes(bytes: Buffer): ImageSize[] | null {
  if (!/^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6))) return null;
  const sizes: ImageSize[] = [{ width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) }];
  const colourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  let at = 13 + colourTable(bytes[10]);
  const skipSubBlocks = () => {
    while (bytes[at] !== 0) at += bytes[at] + 1;
    at += 1;
  };
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x3b) break;
    if (block === 0x21) {
      at += 2;
      skipSubBlocks();
    } else if (block === 0x2c) {
      sizes.push({ width: bytes.readUInt16LE(at + 5), height: bytes.readUInt16LE(at + 7) });
      at += 10 + colourTable(bytes[at + 9]) + 1;
      skipSubBlocks();
    } else {
      return null;
    }
  }
  return sizes;
}

/** VP8 (lossy), VP8L (lossless) or the extended format's canvas (VP8X). */
function webpSize(bytes: Buffer): ImageSize | null {
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') {
    return null;
  }
  const chunk = bytes.toString('latin1', 12, 16);
  const data = 20;
  if (chunk === 'VP8X') {
    return { width: 1 + bytes.readUIntLE(data + 4, 3), height: 1 + bytes.readUIntLE(data + 7, 3) };
  }
  if (chunk === 'VP8 ') {
    if (bytes[data + 3] !== 0x9d || bytes[data + 4] !== 0x01 || bytes[data + 5] !== 0x2a) {
      return null;
    }
    return {
      width: bytes.readUInt16LE(data + 6) & 0x3fff,
      height: bytes.readUInt16LE(data + 8) & 0x3fff,
    };
  }
  if (chunk === 'VP8L') {
    if (bytes[data] !== 0x2f) return null;
    const bits = bytes.readUInt32LE(data + 1);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return null;
}

/** Each icon's directory entry, and the PNG or bitmap header it points at. */
function icoSizes(bytes: Buffer): ImageSize[] | null {
  if (bytes.readUInt16LE(0) !== 0 || bytes.readUInt16LE(2) !== 1) return null;
  const count = bytes.readUInt16LE(4);
  if (count === 0) return null;
  const sizes: ImageSize[] = [];
  for (let i = 0; i < count; i += 1) {
    const entry = 6 + 16 * i;
    sizes.push({ width: bytes[entry] || 256, height: bytes[entry + 1] || 256 });
    const offset = bytes.readUInt32LE(entry + 12);
    const image = bytes.subarray(offset);
    if (image.subarray(0, 8).equals(PNG_SIGNATURE)) {
      const png = pngSize(image);
      if (!png) return null;
      sizes.push(png);
    } else {
      // BITMAPINFOHEADER: the height counts the image and its mask.
      const width = Math.abs(image.readInt32LE(4));
      const height = Math.abs(image.readInt32LE(8)) / 2;
      sizes.push({ width, height: Math.ceil(height) });
    }
  }
  return sizes;
}
