import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Zoom } from './types';
import type { DocumentSearch } from './useDocumentSearch';
import type { ViewerLayout } from './useViewerLayout';
import { ViewerSearch } from './ViewerSearch';
import { labelOf, pageForTyped } from './pageLabels';
import { useNavigationText } from './navigationTexts';

/** The side panels: the outline, the thumbnail strip and the search hits, one at a time. */
export type ViewerPanel = 'outline' | 'thumbnails' | 'hits';
export const panelIds: Record<ViewerPanel, string> = {
  outline: 'viewer-outline',
  thumbnails: 'viewer-thumbnails',
  hits: 'viewer-search-list',
};
const panelToggles = {
  outline: { testId: 'viewer-contents', text: 'contents' },
  thumbnails: { testId: 'viewer-pages-panel', text: 'thumbnails' },
  hits: { testId: 'viewer-search-results', text: 'hits' },
} as const;

interface Props {
  title: string;
  page: number;
  pageCount: number;
  zoom: Zoom;
  scale: number;
  onPage(page: number): void;
  /** A page turn: one page, or one spread (1 forward, -1 back). */
  onTurn(direction: number): void;
  onZoom(zoom: Zoom): void;
  onStep(direction: 1 | -1): void;
  /** Absent when the content's print rule is 0 (spec §6): no print control at all. */
  onPrint?: () => void;
  /** "Print", or with the pages a print cap leaves. */
  printLabel: string;
  /** Absent unless the reader may download (a stamped copy). */
  onDownload?: () => void;
  /** "Download", or the pages a capped download carries. */
  downloadLabel: string;
  search: DocumentSearch;
  layout: ViewerLayout;
  onSpread(): void;
  onRightToLeft(): void;
  /** The book's page labels: the page field shows and takes them (pageLabels.ts). */
  labels?: string[] | null;
  /** The side panel open (outline, thumbnails or hits) and its toggles; absent before the book. */
  panels?: { open: ViewerPanel | null; onToggle(panel: ViewerPanel): void };
  onHelp?: () => void;
  /** While a print is being prepared the print button is busy and does nothing. */
  isPrinting?: boolean;
}

/** Page jump, previous / next, zoom and fit, print and download; wraps on a 375 px phone. */
export function ViewerToolbar(props: Props) {
  const { title, page, pageCount, zoom, scale, onPage, onZoom, onStep, onPrint, onDownload } =
    props;
  const { search, layout, onSpread, onRightToLeft, onTurn, printLabel, downloadLabel } = props;
  // Right to left, the next page lies to the left: the left arrow button turns forward.
  const [left, right] = layout.isRightToLeft ? [1, -1] : [-1, 1];
  const toggles = [
    { id: 'viewer-spread', label: 'viewer.spread', isOn: layout.isSpread, onClick: onSpread },
    {
      id: 'viewer-rtl',
      label: 'viewer.rightToLeft',
      isOn: layout.isRightToLeft,
      onClick: onRightToLeft,
    },
  ] as const;
  const turn = (direction: number) => ({
    'data-testid': direction > 0 ? 'viewer-next' : 'viewer-previous',
    'aria-label': t(direction > 0 ? 'viewer.next' : 'viewer.previous'),
    disabled: direction > 0 ? page >= pageCount : page <= 1,
    onClick: () => onTurn(direction),
  });
  const { labels = null, panels, onHelp, isPrinting = false } = props;
  const { t } = useTranslation();
  const text = useNavigationText();
  const shown = labelOf(page, labels);
  const [typed, setTyped] = useState(shown);
  useEffect(() => setTyped(shown), [shown]);

  const jump = () => {
    // Leaving the field unchanged is no jump: a click on a link of the page would be undone.
    if (typed === shown) return;
    const wanted = pageForTyped(typed, labels, pageCount);
    if (wanted !== null) onPage(wanted);
    // What names no page, or the page already shown, goes back to the page's own name.
    setTyped(wanted === null || wanted === page ? shown : typed);
  };

  return (
    <header className="hd-viewer__bar" role="toolbar" aria-label={t('viewer.toolbar')}>
      <h1 className="hd-viewer__title" title={title}>
        {title}
      </h1>
      {panels && (
        <div className="hd-viewer__group">
          {(['outline', 'thumbnails', 'hits'] as const).map((which) => (
            <button
              key={which}
              type="button"
              className="hd-viewer__button hd-viewer__button--text"
              aria-expanded={panels.open === which}
              aria-controls={panels.open === which ? panelIds[which] : undefined}
              data-testid={panelToggles[which].testId}
              onClick={() => panels.onToggle(which)}
            >
              {text(panelToggles[which].text)}
            </button>
          ))}
        </div>
      )}
      <div className="hd-viewer__group">
        <button type="button" className="hd-viewer__button" {...turn(left)}>
          ‹
        </button>
        <label className="hd-viewer__page-field">
          <span className="hd-visually-hidden">{t('viewer.page')}</span>
          <input
            data-testid="viewer-page"
            inputMode={labels ? 'text' : 'numeric'}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onBlur={jump}
            onKeyDown={(event) => {
              if (event.key === 'Enter') jump();
            }}
          />
        </label>
        <span className="hd-viewer__count" data-testid="viewer-page-count">
          {/* No count until pdf.js has the book (page 1's image may show before). */}
          {labels
            ? text('pageOf', { page, total: pageCount })
            : t('viewer.of', { total: pageCount || '…' })}
        </span>
        <button type="button" className="hd-viewer__button" {...turn(right)}>
          ›
        </button>
      </div>
      <div className="hd-viewer__group">
        <button
          type="button"
          className="hd-viewer__button"
          aria-label={t('viewer.zoomOut')}
          onClick={() => onStep(-1)}
        >
          −
        </button>
        <span className="hd-viewer__zoom" data-testid="viewer-zoom">
          {Math.round(scale * 100)}%
        </span>
        <button
          type="button"
          className="hd-viewer__button"
          aria-label={t('viewer.zoomIn')}
          onClick={() => onStep(1)}
        >
          +
        </button>
        <button
          type="button"
          className="hd-viewer__button hd-viewer__button--text"
          aria-pressed={zoom === 'page-width'}
          data-testid="viewer-fit-width"
          onClick={() => onZoom('page-width')}
        >
          {t('viewer.fitWidth')}
        </button>
        <button
          type="button"
          className="hd-viewer__button hd-viewer__button--text"
          aria-pressed={zoom === 'page-fit'}
          onClick={() => onZoom('page-fit')}
        >
          {t('viewer.fitPage')}
        </button>
      </div>
      <div className="hd-viewer__group">
        {toggles.map(({ id, label, isOn, onClick }) => (
          <button
            key={id}
            type="button"
            className="hd-viewer__button hd-viewer__button--text"
            aria-pressed={isOn}
            data-testid={id}
            onClick={onClick}
          >
            {t(label)}
          </button>
        ))}
      </div>
      <ViewerSearch search={search} />
      {onHelp && (
        <button
          type="button"
          className="hd-viewer__button"
          aria-label={text('keys')}
          aria-keyshortcuts="?"
          data-testid="viewer-help"
          onClick={onHelp}
        >
          ?
        </button>
      )}
      {(onPrint || onDownload) && (
        <div className="hd-viewer__group">
          {onPrint && (
            <button
              type="button"
              className="hd-viewer__button hd-viewer__button--text"
              data-testid="viewer-print"
              aria-busy={isPrinting}
              disabled={isPrinting}
              onClick={onPrint}
            >
              {printLabel}
            </button>
          )}
          {onDownload && (
            <button
              type="button"
              className="hd-viewer__button hd-viewer__button--text"
              data-testid="viewer-download"
              onClick={onDownload}
            >
              {downloadLabel}
            </button>
          )}
        </div>
      )}
    </header>
  );
}
