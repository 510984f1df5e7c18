import type { Response } from 'express';

/** A PDF made for this request, as a download that no cache keeps (receipts, stamped downloads). */
export function sendPdf(res: Response, { fileName, pdf }: { fileName: string; pdf: Uint8Array }) {
  res.set({
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.send(Buffer.from(pdf));
}
