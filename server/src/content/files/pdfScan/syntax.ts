/**
 * PDF object syntax (ISO 32000 §7.3): enough to read dictionaries, arrays and names. String
 * contents are not kept (no check needs them); stream data is never read here.
 */
export class PdfName {
  constructor(readonly name: string) {}
}

export class PdfRef {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}

export type PdfDict = Map<string, PdfValue>;
export type PdfValue = number | boolean | null | string | PdfName | PdfRef | PdfValue[] | PdfDict;

/** The bytes ran out before the value ended: read a larger window and parse again. */
export class NeedMoreBytes extends Error {}

/** Not PDF syntax: the caller skips it and reads on. */
export class PdfSyntaxError extends Error {}

/** An indirect object's value, and where its stream data starts if it has one. */
export interface ParsedBody {
  value: PdfValue;
  /** Index just after the object (after `endobj`, or at `stream` data). */
  end: number;
  streamStart: number | null;
}

/** Nesting deeper than any real file uses; deeper input is refused, not recursed into. */
const MAX_DEPTH = 64;

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (byte: number) => !WHITESPACE.has(byte) && !DELIMITERS.has(byte);
const isDigit = (byte: number) => byte >= 0x30 && byte <= 0x39;

/**
 * Parses the body of an indirect object (what follows `N G obj`) from `start`. `isWhole`
 * says the bytes end where the data ends: running out is then a syntax error rather than a
 * request for more bytes.
 */
export function parseObjectBody(bytes: Buffer, start: number, isWhole: boolean): ParsedBody {
  const parser = new Parser(bytes, start, isWhole);
  const value = parser.value(0);
  parser.skipSpace();
  const keyword = parser.keyword();
  if (keyword === 'stream') return { value, ...parser.streamData() };
  return {
    value,
    end: keyword === 'endobj' ? parser.pos : parser.pos - keyword.length,
    streamStart: null,
  };
}

/** One value from `start` (object stream members, trailers). */
export function parseValue(bytes: Buffer, start: number, isWhole: boolean) {
  const parser = new Parser(bytes, start, isWhole);
  return { value: parser.value(0), end: parser.pos };
}

class Parser {
  constructor(
    private readonly bytes: Buffer,
    public pos: number,
    private readonly isWhole: boolean,
  ) {}

  value(depth: number): PdfValue {
    if (depth > MAX_DEPTH) throw new PdfSyntaxError('nested too deep');
    this.skipSpace();
    const byte = this.peek();
    if (byte === 0x2f) return this.name();
    if (byte === 0x28) return this.literalString();
    if (byte === 0x3c) return this.peek(1) === 0x3c ? this.dictionary(depth) : this.hexString();
    if (byte === 0x5b) return this.array(depth);
    if (isDigit(byte) || byte === 0x2b || byte === 0x2d || byte === 0x2e) return this.numberOrRef();
    const word = this.keyword();
    if (word === 'true' || word === 'false') return word === 'true';
    if (word === 'null') return null;
    throw new PdfSyntaxError(`unexpected ${JSON.stringify(word.slice(0, 20))}`);
  }

  skipSpace(): void {
    const { bytes } = this;
    while (this.pos < bytes.length) {
      const byte = bytes[this.pos];
      if (WHITESPACE.has(byte)) this.pos++;
      else if (byte === 0x25) {
        while (this.pos < bytes.length && bytes[this.pos] !== 0x0a && bytes[this.pos] !== 0x0d) {
          this.pos++;
        }
      } else return;
    }
  }

  /** A run of regular characters (`endobj`, `true`, `R`…); empty at a delimiter. */
  keyword(): string {
    const start = this.pos;
    while (this.pos < this.bytes.length && isRegular(this.bytes[this.pos])) this.pos++;
    if (this.pos === this.bytes.length && !this.isWhole) this.outOfBytes();
    return this.bytes.toString('latin1', start, this.pos);
  }

  /** After `stream`: the data starts past one end-of-line (CRLF or LF). */
  streamData(): { end: number; streamStart: number } {
    if (this.pos + 2 > this.bytes.length && !this.isWhole) this.outOfBytes();
    if (this.bytes[this.pos] === 0x0d) this.pos++;
    if (this.bytes[this.pos] === 0x0a) this.pos++;
    return { end: this.pos, streamStart: this.pos };
  }

  private peek(offset = 0): number {
    const at = this.pos + offset;
    if (at >= this.bytes.length) this.outOfBytes();
    return this.bytes[at];
  }

  private outOfBytes(): never {
    throw this.isWhole ? new PdfSyntaxError('unexpected end of data') : new NeedMoreBytes();
  }

  /** `/Name` with `#xx` escapes decoded, so `/J#53` is `/JS`. */
  private name(): PdfName {
    this.pos++;
    const raw = this.keyword();
    const name = raw.includes('#')
      ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
          String.fromCharCode(parseInt(hex, 16)),
        )
      : raw;
    return new PdfName(name);
  }

  /** `( … )` with nested parentheses and backslash escapes; the contents are not kept. */
  private literalString(): string {
    let depth = 0;
    do {
      const byte = this.peek();
      this.pos++;
      if (byte === 0x5c) this.pos++;
      else if (byte === 0x28) depth++;
      else if (byte === 0x29) depth--;
    } while (depth > 0);
    return '';
  }

  private hexString(): string {
    const end = this.bytes.indexOf(0x3e, this.pos);
    if (end < 0) this.outOfBytes();
    this.pos = end + 1;
    return '';
  }

  private array(depth: number): PdfValue[] {
    this.pos++;
    const items: PdfValue[] = [];
    for (;;) {
      this.skipSpace();
      if (this.peek() === 0x5d) {
        this.pos++;
        return items;
      }
      items.push(this.value(depth + 1));
    }
  }

  private dictionary(depth: number): PdfDict {
    this.pos += 2;
    const entries: PdfDict = new Map();
    for (;;) {
      this.skipSpace();
      const byte = this.peek();
      if (byte === 0x3e && this.peek(1) === 0x3e) {
        this.pos += 2;
        return entries;
      }
      if (byte !== 0x2f) throw new PdfSyntaxError('a dictionary key is not a name');
      const key = this.name().name;
      entries.set(key, this.value(depth + 1));
    }
  }

  /** A number, or `num gen R` when two non-negative integers are followed by `R`. */
  private numberOrRef(): number | PdfRef {
    const first = this.keyword();
    const number = Number(first);
    if (!/^\d+$/.test(first)) {
      if (Number.isNaN(number)) throw new PdfSyntaxError(`bad number ${first.slice(0, 20)}`);
      return number;
    }
    const afterFirst = this.pos;
    this.skipSpace();
    if (this.pos < this.bytes.length && isDigit(this.bytes[this.pos])) {
      const second = this.keyword();
      this.skipSpace();
      if (/^\d+$/.test(second) && this.pos < this.bytes.length && this.bytes[this.pos] === 0x52) {
        const marker = this.pos;
        if (this.keyword() === 'R') return new PdfRef(number, Number(second));
        this.pos = marker;
      }
    }
    if (this.pos >= this.bytes.length && !this.isWhole) this.outOfBytes();
    this.pos = afterFirst;
    return number;
  }
}
