import { useEffect, useMemo, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { pagesToPrint, printPages } from './printPages';
import type { ViewerToken } from './types';
import type { ViewerCalls } from './viewerApi';

/**
 * The viewer's print: authorised by the server first (print rule and monthly cap), then the
 * pages prepared with their progress, one print at a time, cancellable until the browser's
 * print opens (docs/decisions.md, issue 32 items 2 and 4).
 */
export function usePrintJob({
  pdf,
  token,
  calls,
  current,
  onError,
}: {
  pdf: PDFDocumentProxy | null;
  token: ViewerToken;
  calls: ViewerCalls;
  /** The page being read: print rule 2 prints it, a capped print starts there. */
  current: number;
  onError(error: unknown): void;
}) {
  const { contentInfo, watermark } = token;
  // The print cap's pages left this month, counted down as the reader prints.
  const [printLeft, setPrintLeft] = useState(contentInfo.printPagesLeft);
  // The print being prepared: its progress, and how to cancel it.
  const [printing, setPrinting] = useState<{ done: number; total: number } | null>(null);
  const printJob = useRef<AbortController | null>(null);
  useEffect(() => () => printJob.current?.abort(), []);

  const print = useMemo(() => {
    if (!pdf || contentInfo.print === 0) return undefined;
    return async () => {
      // One print at a time: the button is busy, and Ctrl + P does nothing meanwhile.
      if (printJob.current) return;
      const job = new AbortController();
      printJob.current = job;
      const pages = pagesToPrint(contentInfo.print, current, pdf.numPages, printLeft);
      setPrinting({ done: 0, total: pages.length });
      try {
        await calls.authorisePrint(token.tokenId, pages.length);
        setPrintLeft((left) => (left === null ? null : Math.max(0, left - pages.length)));
        // Prints always carry the reader's mark, as downloads do (decisions.md, "Viewer UI").
        await printPages({
          pdf,
          pages,
          watermark: { ...watermark, isShow: true, isOnlineViewer: true },
          signal: job.signal,
          onProgress: (done, total) => !job.signal.aborted && setPrinting({ done, total }),
        });
      } catch (error) {
        onError(error);
      } finally {
        // A cancelled job has already let go; a later print must not be cleared by it.
        if (printJob.current === job) {
          printJob.current = null;
          setPrinting(null);
        }
      }
    };
  }, [pdf, contentInfo.print, printLeft, current, calls, token.tokenId, watermark, onError]);

  const cancelPrint = () => {
    printJob.current?.abort();
    printJob.current = null;
    setPrinting(null);
  };
  return { print, printLeft, printing, cancelPrint };
}
