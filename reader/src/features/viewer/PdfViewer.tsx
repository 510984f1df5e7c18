import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useTranslation } from '../../i18n/useTranslation';
import { useConfig } from '../../config/configContext';
import { useSession } from '../../shared/session/sessionContext';
import { tenantQueryOf } from '../../shared/session/tenantKey';
import { useToast } from '../toast/toastContext';
import { downloadBook } from './downloadBook';
import { loadPdf } from './pdfDocument';
import { GAP, useFirstPageCover } from './useFirstPageCover';
import { PageView } from './PageView';
import type { PageMark } from './PageView';
import type { PageSize } from './renderPage';
import { isLimitReached } from './rangeSource';
import type { BookFile } from './rangeSource';
import type { ViewerToken, Zoom } from './types';
import { usePageViewLog } from './usePageViewLog';
import { usePrintJob } from './usePrintJob';
import { useReadingPosition, useSavePosition } from './useReadingPosition';
import { useDocumentSearch } from './useDocumentSearch';
import { useViewerLayout } from './useViewerLayout';
import type { ViewerLayout } from './useViewerLayout';
import { useVisiblePages } from './useVisiblePages';
import { useViewerKeys } from './useViewerKeys';
import type { FirstPageImage } from './useFirstPage';
import type { ViewerCalls } from './viewerApi';
import { ViewerToolbar } from './ViewerToolbar';
import { ViewerPhoneBar } from './ViewerPhoneBar';
import type { ToolbarProps } from './toolbarProps';
import { useViewerChrome } from './useViewerChrome';
import { isCoverAloneIn, spreadOf, turnTarget } from './spreads';
import { useBookNavigation } from './bookNavigation';
import { KeyboardHelp } from './KeyboardHelp';
import { PrintProgress } from './PrintProgress';
import { ViewerOutline } from './ViewerOutline';
import { ViewerThumbnails } from './ViewerThumbnails';
import { ViewerHitList } from './ViewerHitList';
import { panelIds } from './ViewerToolbar';
import type { ViewerPanel } from './ViewerToolbar';
import { useNavigationText } from './navigationTexts';
import { pinchZoom, scaleFor, stepZoom } from './zoom';

interface Props {
  token: ViewerToken;
  /** The token's file, its first ranges already asked for (useBookFile.ts). */
  file: BookFile;
  calls: ViewerCalls;
  /** Page 1 as the server drew it, shown until pdf.js has drawn a page (useFirstPage.ts). */
  firstPage?: FirstPageImage | null;
}

/** The book itself: pages in one scroll, rendered near the screen only, with the watermark. */
export function PdfViewer({ token, file, calls, firstPage = null }: Props) {
  const { t } = useTranslation();
  const { apiBase, tenant } = useConfig();
  const { accessToken } = useSession();
  const toast = useToast();
  const { contentInfo, watermark } = token;
  const scroller = useRef<HTMLDivElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [firstSize, setFirstSize] = useState<PageSize | null>(null);
  const [failure, setFailure] = useState<'viewer.failed' | 'viewer.limitReached' | null>(null);
  const [sizes, setSizes] = useState<Record<number, PageSize>>({});
  const [zoom, setZoom] = useState<Zoom>('page-width');
  const [room, setRoom] = useState({ width: 0, height: 0 });
  const [target, setTarget] = useState<number | null>(null);
  const [isPlaced, setIsPlaced] = useState(false);
  const [hasDrawn, setHasDrawn] = useState(false);
  const tenantQuery = useMemo(() => tenantQueryOf(tenant), [tenant]);
  const { layout, toggleSpread, toggleRightToLeft, toggleCoverAlone } = useViewerLayout(
    contentInfo.id,
  );
  const { outline, labels } = useBookNavigation(pdf);
  const text = useNavigationText();
  const [panel, setPanel] = useState<ViewerPanel | null>(null);
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const [isBarHeld, setIsBarHeld] = useState(false);
  // The page last asked for (typed, chosen, a turn's): in a spread it names its row.
  const [asked, setAsked] = useState<number | null>(null);
  // The tab is the book: its title names it among the reader's tabs.
  useEffect(() => {
    document.title = contentInfo.title;
  }, [contentInfo.title]);

  useEffect(() => {
    // The first reason given is the one shown: pdf.js then fails the document as well.
    const fail = (key: 'viewer.failed' | 'viewer.limitReached') =>
      setFailure((shown) => shown ?? key);
    const task = loadPdf(file, (error) =>
      fail(isLimitReached(error) ? 'viewer.limitReached' : 'viewer.failed'),
    );
    task.promise
      .then(async (document) => {
        const viewport = (await document.getPage(1)).getViewport({ scale: 1 });
        setFirstSize({ width: viewport.width, height: viewport.height });
        setPdf(document);
      })
      .catch(() => fail('viewer.failed'));
    return () => void task.destroy();
  }, [file]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () =>
      setRoom({ width: element.clientWidth - 2 * GAP, height: element.clientHeight - 2 * GAP });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [pdf]);

  const pageCount = pdf?.numPages ?? 0;
  const scale =
    firstSize && room.width > 0
      ? scaleFor(zoom, {
          pageWidth: firstSize.width,
          pageHeight: firstSize.height,
          // A spread fits two pages and the gap between them into the width.
          roomWidth: layout.isSpread ? (room.width - GAP) / 2 : room.width,
          roomHeight: room.height,
        })
      : 1;
  const { visible, current, track } = useVisiblePages(scroller, pageCount);
  // In a spread the scroll knows the row only (its later page); the page asked for, if in it.
  const rowOf = (at: number) => spreadOf(at, pageCount, layout.isCoverAlone);
  const page =
    layout.isSpread && asked !== null && rowOf(asked)[0] === rowOf(current)[0] ? asked : current;
  const [rowFirst, rowLast] = layout.isSpread ? rowOf(page) : [page, page];
  const search = useDocumentSearch(pdf, page);
  const cover = useFirstPageCover(firstPage, zoom, room, layout, hasDrawn, watermark);

  const start = useReadingPosition(calls, contentInfo.id);
  useEffect(() => {
    if (!pdf || !start || room.width <= 0 || isPlaced) return;
    setZoom(start.zoom);
    // The book may have fewer pages than when the position was saved.
    setTarget(Math.min(Math.max(1, start.page), pdf.numPages));
    setIsPlaced(true);
  }, [pdf, start, room.width, isPlaced]);
  useSavePosition(calls, contentInfo.id, isPlaced ? { page, zoom } : null);
  usePageViewLog(calls, token.tokenId, current);

  // Jumps (and zoom changes, which keep the page being read) scroll once the layout is new.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (target === null || !element) return;
    const box = element.querySelector<HTMLElement>(`[data-page="${target}"]`);
    // Page 1 from the very top: on a phone the room above it keeps it clear of the bar.
    if (box) element.scrollTop = target === 1 ? 0 : box.offsetTop - GAP;
    setTarget(null);
    track();
  }, [target, scale, track]);

  const goTo = useCallback(
    (wanted: number) => {
      const clamped = Math.min(Math.max(1, wanted), Math.max(1, pageCount));
      setAsked(clamped);
      setTarget(clamped);
    },
    [pageCount],
  );
  // In a spread a turn moves a whole row (spreads.ts).
  const turnPage = (direction: number) => goTo(turnTarget(page, direction, pageCount, layout));
  const changeZoom = useCallback(
    (next: Zoom) => {
      setZoom(next);
      setTarget(page);
    },
    [page],
  );
  const onMeasure = useCallback((pageNumber: number, size: PageSize) => {
    setHasDrawn(true);
    setSizes((known) => {
      const old = known[pageNumber];
      return old && old.width === size.width && old.height === size.height
        ? known
        : { ...known, [pageNumber]: size };
    });
  }, []);

  const { print, printLeft, printing, cancelPrint } = usePrintJob({
    pdf,
    token,
    calls,
    current: page,
    onError: toast.notifyApiError,
  });
  const chrome = useViewerChrome({
    scroller,
    isHeld: isBarHeld || panel !== null || isHelpOpen || printing !== null,
    isRightToLeft: layout.isRightToLeft,
    onTurn: turnPage,
    onPinch: (ratio) => changeZoom(pinchZoom(scale, ratio)),
  });
  // A jump (typed, chosen in a panel, a link) is for reading: on a phone the bar makes way.
  const hideBar = chrome.bar.hide;
  const jump = useCallback(
    (wanted: number) => {
      goTo(wanted);
      hideBar();
    },
    [goTo, hideBar],
  );
  const jumpFromPanel = (chosen: number) => {
    jump(chosen);
    // On a phone the panel covers the pages: it gives way to the page chosen.
    if (window.matchMedia('(max-width: 600px)').matches) setPanel(null);
  };

  // A capped download carries the pages from the one being read, as many as the cap allows.
  const limit = contentInfo.downloadPageLimit;
  const downloadPages = useMemo(
    () =>
      limit !== null && pageCount > 0
        ? { from: page, to: Math.min(pageCount, page + limit - 1) }
        : undefined,
    [limit, pageCount, page],
  );

  const download = useMemo(() => {
    if (!contentInfo.download) return undefined;
    return () =>
      void downloadBook({
        calls,
        contentId: contentInfo.id,
        apiBase,
        tenantQuery,
        accessToken,
        pages: downloadPages,
      }).catch((error: unknown) => toast.notifyApiError(error));
  }, [contentInfo, calls, apiBase, tenantQuery, accessToken, toast, downloadPages]);

  useViewerKeys(
    {
      next: () => chrome.turn(1),
      previous: () => chrome.turn(-1),
      first: () => goTo(1),
      last: () => goTo(pageCount),
      zoomIn: () => changeZoom(stepZoom(scale, 1)),
      zoomOut: () => changeZoom(stepZoom(scale, -1)),
      print: () => void print?.(),
      help: () => setIsHelpOpen((isOpen) => !isOpen),
    },
    layout.isRightToLeft,
  );

  const hit = search.hits[search.index];
  const marks = useMemo(() => {
    const byPage = new Map<number, PageMark[]>();
    search.hits.forEach(({ page, rects }, index) => {
      const onPage = byPage.get(page) ?? [];
      for (const rect of rects) onPage.push({ rect, isCurrent: index === search.index });
      byPage.set(page, onPage);
    });
    return byPage;
  }, [search.hits, search.index]);
  // The current hit is brought to the upper third of the screen, where reading happens.
  useEffect(() => {
    const element = scroller.current;
    if (!hit || !element) return;
    const page = element.querySelector<HTMLElement>(`[data-page="${hit.page}"]`);
    if (!page) return;
    element.scrollTop = page.offsetTop + hit.rects[0].top * scale - element.clientHeight / 3;
    track();
  }, [hit, scale, track]);

  if (failure) {
    return (
      <p className="hd-viewer__message" role="alert" data-testid="viewer-error">
        {t(failure)}
      </p>
    );
  }
  const toolbar: ToolbarProps = {
    title: contentInfo.title,
    page,
    pageCount,
    canTurn: { back: rowFirst > 1, forward: rowLast < pageCount },
    zoom,
    scale,
    onPage: jump,
    onZoom: changeZoom,
    onStep: (direction) => changeZoom(stepZoom(scale, direction)),
    onPrint: print,
    printLabel:
      printLeft === null ? t('viewer.print') : t('viewer.printLeft', { count: printLeft }),
    onDownload: download,
    downloadLabel: downloadPages
      ? t('viewer.downloadPages', { from: downloadPages.from, to: downloadPages.to })
      : t('viewer.download'),
    onTurn: turnPage,
    search,
    layout,
    onSpread: () => {
      toggleSpread();
      setTarget(page);
    },
    onRightToLeft: toggleRightToLeft,
    onCoverAlone: () => {
      toggleCoverAlone();
      setTarget(page);
    },
    labels,
    panels: pdf
      ? { open: panel, onToggle: (which) => setPanel((open) => (open === which ? null : which)) }
      : undefined,
    onHelp: () => setIsHelpOpen(true),
    isPrinting: printing !== null,
    fullscreen: chrome.fullscreen,
  };
  return (
    <>
      {/* On a phone the bar lies over the pages and slides away while the reader reads. */}
      <div
        className={`hd-viewer__chrome${chrome.isPhone ? ' hd-viewer__chrome--phone' : ''}`}
        data-shown={chrome.bar.isShown}
        data-testid="viewer-chrome"
      >
        {chrome.isPhone ? (
          <ViewerPhoneBar
            {...toolbar}
            onActivity={chrome.bar.show}
            onHold={setIsBarHeld}
            onClose={chrome.close}
          />
        ) : (
          <ViewerToolbar {...toolbar} />
        )}
        {printing && (
          <PrintProgress done={printing.done} total={printing.total} onCancel={cancelPrint} />
        )}
      </div>
      {isHelpOpen && <KeyboardHelp onClose={() => setIsHelpOpen(false)} />}
      <div className={`hd-viewer__body${chrome.isPhone ? ' hd-viewer__body--phone' : ''}`}>
        {panel === 'outline' && (
          <ViewerOutline
            id={panelIds.outline}
            outline={outline}
            labels={labels}
            page={page}
            onJump={jumpFromPanel}
            onClose={() => setPanel(null)}
          />
        )}
        {panel === 'hits' && (
          <ViewerHitList
            id={panelIds.hits}
            search={search}
            labels={labels}
            onChosen={() => {
              // On a phone the panel covers the pages: it gives way to the hit chosen.
              if (window.matchMedia('(max-width: 600px)').matches) setPanel(null);
            }}
            onClose={() => setPanel(null)}
          />
        )}
        {panel === 'thumbnails' && pdf && firstSize && (
          <ViewerThumbnails
            id={panelIds.thumbnails}
            pdf={pdf}
            pageSize={firstSize}
            labels={labels}
            page={page}
            watermark={watermark}
            onJump={jumpFromPanel}
            onClose={() => setPanel(null)}
          />
        )}
        <div
          className={pagesClass(layout, isCoverAloneIn(pageCount, layout.isCoverAlone))}
          ref={scroller}
          onScroll={track}
          // Focusable and named, so the keyboard can scroll the pages (axe:
          // scrollable-region-focusable; a page's links are not there on every page).
          tabIndex={0}
          role="region"
          aria-label={text('pages')}
          data-testid="viewer-pages"
          data-layout={`${layout.isSpread ? 'spread' : 'single'}-${layout.isRightToLeft ? 'rtl' : 'ltr'}`}
          data-cover={
            layout.isSpread && isCoverAloneIn(pageCount, layout.isCoverAlone) ? 'alone' : undefined
          }
        >
          {!pdf && !cover && <p className="hd-viewer__message">{t('viewer.loading')}</p>}
          {!pdf && cover && (
            <div
              className="hd-viewer__page"
              style={{ width: cover.width, height: cover.height }}
              data-testid="viewer-first-page"
            >
              {cover.canvas}
            </div>
          )}
          {pdf &&
            firstSize &&
            Array.from({ length: pageCount }, (_, index) => {
              const pageNumber = index + 1;
              const size = sizes[pageNumber] ?? firstSize;
              return (
                <PageView
                  key={pageNumber}
                  pdf={pdf}
                  pageNumber={pageNumber}
                  width={Math.floor(size.width * scale)}
                  height={Math.floor(size.height * scale)}
                  scale={scale}
                  isVisible={visible.has(pageNumber)}
                  watermark={watermark}
                  onMeasure={onMeasure}
                  marks={marks.get(pageNumber)}
                  cover={pageNumber === 1 && cover && !hasDrawn ? cover.canvas : undefined}
                  labels={labels}
                  onJump={jump}
                />
              );
            })}
        </div>
      </div>
    </>
  );
}

function pagesClass({ isSpread, isRightToLeft }: ViewerLayout, isCoverAlone: boolean): string {
  let name = 'hd-viewer__pages';
  if (isSpread) name += ' hd-viewer__pages--spread';
  if (isSpread && isCoverAlone) name += ' hd-viewer__pages--cover';
  if (isSpread && isRightToLeft) name += ' hd-viewer__pages--rtl';
  return name;
}
