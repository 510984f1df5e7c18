import type { Zoom } from './types';
import type { DocumentSearch } from './useDocumentSearch';
import type { Fullscreen } from './useFullscreen';
import type { ViewerLayout } from './useViewerLayout';

/** The side panels: the outline, the thumbnail strip and the search hits, one at a time. */
export type ViewerPanel = 'outline' | 'thumbnails' | 'hits';

/** What the viewer's toolbar shows and does, on a desktop and on a phone alike. */
export interface ToolbarProps {
  title: string;
  page: number;
  pageCount: number;
  /** Whether a turn back or forward has a page (or spread) to go to. */
  canTurn: { back: boolean; forward: boolean };
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
  onCoverAlone(): void;
  /** The book's page labels: the page field shows and takes them (pageLabels.ts). */
  labels?: string[] | null;
  /** The side panel open (outline, thumbnails or hits) and its toggles; absent before the book. */
  panels?: { open: ViewerPanel | null; onToggle(panel: ViewerPanel): void };
  onHelp?: () => void;
  /** While a print is being prepared the print button is busy and does nothing. */
  isPrinting?: boolean;
  fullscreen: Fullscreen;
}
