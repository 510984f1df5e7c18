/** Largest content file accepted: long scanned books run to a few hundred MB (decisions). */
export const MAX_PDF_BYTES = 200 * 1024 * 1024;

/** Largest cover image: a print-quality cover, well above the 2 MB of tenant images. */
export const MAX_COVER_BYTES = 5 * 1024 * 1024;

/** Extracted text kept per content: a thick book's worth, and a bounded search row. */
export const MAX_TEXT_CHARS = 2_000_000;

/** Multipart field names of the spec's upload calls (001 §7: `file` and `content-data`). */
export const fields = { file: 'file', cover: 'cover', data: 'content-data' } as const;

/**
 * HTTP's "Payload Too Large", sent with the catalogue's 412 "invalid file" in the body: the
 * catalogue has no name for it (its 413 is "e-mail exists").
 */
export const HTTP_PAYLOAD_TOO_LARGE = 413;
