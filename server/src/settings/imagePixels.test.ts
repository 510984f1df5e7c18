import { describe, expect, it } from 'vitest';
import { imageSizes, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, pixelProblem } from './imagePixels';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG's signature and IHDR only: all a browser needs to allocate the picture. */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from(PNG_SIGNATURE), ihdr]);
}

/** SOI, an APP0 segment, some stray bytes a decoder skips, then a baseline frame header. */
function jpegHeader(width: number, height: number): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0, 11, 8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  const app0 = Buffer.from([0xff, 0xe0, 0, 6, 0x4a, 0x46, 0x49, 0x46]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, Buffer.from([0x00, 0x42]), sof]);
}

function gif(screen: [number, number], frame: [number, number]): Buffer {
  const head = Buffer.alloc(13);
  head.write('GIF89a', 0, 'latin1');
  head.writeUInt16LE(screen[0], 6);
  head.writeUInt16LE(screen[1], 8);
  const control = Buffer.from([0x21, 0xf9, 4, 0, 0, 0, 0, 0]);
  const descriptor = Buffer.alloc(10);
  descriptor[0] = 0x2c;
  descriptor.writeUInt16LE(frame[0], 5);
  descriptor.writeUInt16LE(frame[1], 7);
  const data = Buffer.from([2, 2, 0x4c, 0x01, 0]);
  return Buffer.concat([head, control, descriptor, data, Buffer.from([0x3b])]);
}

function webpX(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(30);
  bytes.write('RIFF', 0, 'latin1');
  bytes.write('WEBPVP8X', 8, 'latin1');
  bytes.writeUIntLE(width - 1, 24, 3);
  bytes.writeUIntLE(height - 1, 27, 3);
  return bytes;
}

function icoWithPng(png: Buffer): Buffer {
  const head = Buffer.from([0, 0, 1, 0, 1, 0]);
  const entry = Buffer.alloc(16);
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(22, 12);
  return Buffer.concat([head, entry, png]);
}

describe('pixelProblem', () => {
  it('refuses a PNG declaring 50,000 x 50,000 pixels, and one over either bound', () => {
    expect(pixelProblem(pngHeader(50_000, 50_000), 'png')).toMatch(/50000 x 50000 pixels/);
    expect(pixelProblem(pngHeader(MAX_IMAGE_SIDE + 1, 1), 'png')).not.toBeNull();
    expect(pixelProblem(pngHeader(8_000, 6_000), 'png')).not.toBeNull();
    expect(pixelProblem(pngHeader(MAX_IMAGE_SIDE, MAX_IMAGE_PIXELS / MAX_IMAGE_SIDE), 'png')).toBe(
      null,
    );
    expect(pixelProblem(pngHeader(512, 512), 'apng')).toBeNull();
  });

  it('reads JPEG frames past stray bytes, GIF frames beyond the screen, WebP canvases and icons', () => {
    expect(imageSizes(jpegHeader(640, 480), 'jpg')).toEqual([{ width: 640, height: 480 }]);
    expect(pixelProblem(jpegHeader(60_000, 60_000), 'jpg')).not.toBeNull();
    expect(pixelProblem(gif([16, 16], [16, 16]), 'gif')).toBeNull();
    expect(pixelProblem(gif([16, 16], [30_000, 30_000]), 'gif')).not.toBeNull();
    expect(pixelProblem(webpX(1_000, 800), 'webp')).toBeNull();
    expect(pixelProblem(webpX(20_000, 20_000), 'webp')).not.toBeNull();
    expect(pixelProblem(icoWithPng(pngHeader(64, 64)), 'ico')).toBeNull();
    expect(pixelProblem(icoWithPng(pngHeader(50_000, 50_000)), 'ico')).not.toBeNull();
  });

  it('refuses what declares no size or a cut-short header, and unknown types', () => {
    expect(pixelProblem(pngHeader(10, 10).subarray(0, 20), 'png')).toMatch(/could not be read/);
    expect(pixelProblem(Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'jpg')).toMatch(/could not be read/);
    expect(pixelProblem(pngHeader(0, 10), 'png')).toMatch(/zero/);
    expect(pixelProblem(pngHeader(10, 10), 'svg')).not.toBeNull();
  });
});
