import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { labelOf, pageForTyped } from './pageLabels';
import { useNavigationText } from './navigationTexts';
import { ButtonLabel } from './ToolbarIcons';
import type { ToolbarProps } from './toolbarProps';

/**
 * The toolbar's controls in groups, shared by the desktop row and the phone's bar and menu
 * (ViewerToolbar.tsx, ViewerPhoneBar.tsx). `onDone` runs after an action that leaves the menu.
 */
interface PartProps {
  props: ToolbarProps;
  onDone?: () => void;
  /** On the desktop row: icons named by their words (ToolbarIcons.tsx), so the row fits. */
  isCompact?: boolean;
}

export const panelIds = {
  outline: 'viewer-outline',
  thumbnails: 'viewer-thumbnails',
  hits: 'viewer-search-list',
} as const;
const panelToggles = {
  outline: { testId: 'viewer-contents', text: 'contents', icon: 'contents' },
  thumbnails: { testId: 'viewer-pages-panel', text: 'thumbnails', icon: 'thumbnails' },
  hits: { testId: 'viewer-search-results', text: 'hits', icon: 'hits' },
} as const;

export function PanelToggles({ props: { panels }, onDone, isCompact }: PartProps) {
  const text = useNavigationText();
  if (!panels) return null;
  return (
    <div className="hd-viewer__group">
      {(['outline', 'thumbnails', 'hits'] as const).map((which) => (
        <button
          key={which}
          type="button"
          className="hd-viewer__button hd-viewer__button--text"
          aria-expanded={panels.open === which}
          aria-controls={panels.open === which ? panelIds[which] : undefined}
          data-testid={panelToggles[which].testId}
          title={isCompact ? text(panelToggles[which].text) : undefined}
          onClick={() => {
            panels.onToggle(which);
            onDone?.();
          }}
        >
          <ButtonLabel
            label={text(panelToggles[which].text)}
            icon={panelToggles[which].icon}
            isCompact={isCompact}
          />
        </button>
      ))}
    </div>
  );
}

/** Previous / next around the page field and the count; mirrored right to left. */
export function PageControls({ props, onTyped }: PartProps & { onTyped?: () => void }) {
  const { page, pageCount, canTurn, labels = null, layout, onPage, onTurn } = props;
  const { t } = useTranslation();
  const text = useNavigationText();
  const shown = labelOf(page, labels);
  const [typed, setTyped] = useState(shown);
  useEffect(() => setTyped(shown), [shown]);
  // Right to left, the next page lies to the left: the left arrow button turns forward.
  const [left, right] = layout.isRightToLeft ? [1, -1] : [-1, 1];
  const turn = (direction: number) => ({
    'data-testid': direction > 0 ? 'viewer-next' : 'viewer-previous',
    'aria-label': t(direction > 0 ? 'viewer.next' : 'viewer.previous'),
    disabled: direction > 0 ? !canTurn.forward : !canTurn.back,
    onClick: () => onTurn(direction),
  });
  const jump = () => {
    // Leaving the field unchanged is no jump: a click on a link of the page would be undone.
    if (typed === shown) return;
    const wanted = pageForTyped(typed, labels, pageCount);
    if (wanted !== null) onPage(wanted);
    // What names no page, or the page already shown, goes back to the page's own name.
    setTyped(wanted === null || wanted === page ? shown : typed);
  };
  return (
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
            if (event.key !== 'Enter') return;
            jump();
            onTyped?.();
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
  );
}

/** The zoom steps and the fit choices together (the phone's menu). */
export function ZoomControls({ props }: PartProps) {
  return (
    <div className="hd-viewer__group">
      <ZoomSteps props={props} />
      <FitChoices props={props} />
    </div>
  );
}

/** Zoom out, the scale, zoom in. */
export function ZoomSteps({ props: { scale, onStep } }: PartProps) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

/** Fit the page's width, or the whole page. */
export function FitChoices({ props: { zoom, onZoom } }: PartProps) {
  const { t } = useTranslation();
  return (
    <>
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
        data-testid="viewer-fit-page"
        onClick={() => onZoom('page-fit')}
      >
        {t('viewer.fitPage')}
      </button>
    </>
  );
}

/** Spread, right to left, and (in a spread) the lone cover: toggles the reader keeps. */
export function LayoutToggles({ props }: PartProps) {
  const { layout, onSpread, onRightToLeft, onCoverAlone } = props;
  const { t } = useTranslation();
  const text = useNavigationText();
  const toggles = [
    { id: 'viewer-spread', label: t('viewer.spread'), isOn: layout.isSpread, onClick: onSpread },
    {
      id: 'viewer-rtl',
      label: t('viewer.rightToLeft'),
      isOn: layout.isRightToLeft,
      onClick: onRightToLeft,
    },
    ...(layout.isSpread
      ? [
          {
            id: 'viewer-cover',
            label: text('coverAlone'),
            isOn: layout.isCoverAlone,
            onClick: onCoverAlone,
          },
        ]
      : []),
  ];
  return (
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
          {label}
        </button>
      ))}
    </div>
  );
}

/** The keys' help and full screen (shown only where the browser offers it). */
export function ScreenButtons({ props: { onHelp, fullscreen }, onDone, isCompact }: PartProps) {
  const text = useNavigationText();
  return (
    <>
      {onHelp && (
        <button
          type="button"
          className="hd-viewer__button"
          aria-label={text('keys')}
          aria-keyshortcuts="?"
          data-testid="viewer-help"
          onClick={() => {
            onDone?.();
            onHelp();
          }}
        >
          ?
        </button>
      )}
      {fullscreen.isSupported && (
        <button
          type="button"
          className="hd-viewer__button hd-viewer__button--text"
          aria-pressed={fullscreen.isOn}
          data-testid="viewer-fullscreen"
          title={isCompact ? text('fullscreen') : undefined}
          onClick={() => {
            fullscreen.toggle();
            onDone?.();
          }}
        >
          <ButtonLabel label={text('fullscreen')} icon="fullscreen" isCompact={isCompact} />
        </button>
      )}
    </>
  );
}

export function FileActions({ props, onDone, isCompact }: PartProps) {
  const { onPrint, onDownload, printLabel, downloadLabel, isPrinting = false } = props;
  if (!onPrint && !onDownload) return null;
  return (
    <div className="hd-viewer__group">
      {onPrint && (
        <button
          type="button"
          className="hd-viewer__button hd-viewer__button--text"
          data-testid="viewer-print"
          aria-busy={isPrinting}
          disabled={isPrinting}
          title={isCompact ? printLabel : undefined}
          onClick={() => {
            onPrint();
            onDone?.();
          }}
        >
          <ButtonLabel label={printLabel} icon="print" isCompact={isCompact} />
        </button>
      )}
      {onDownload && (
        <button
          type="button"
          className="hd-viewer__button hd-viewer__button--text"
          data-testid="viewer-download"
          title={isCompact ? downloadLabel : undefined}
          onClick={() => {
            onDownload();
            onDone?.();
          }}
        >
          <ButtonLabel label={downloadLabel} icon="download" isCompact={isCompact} />
        </button>
      )}
    </div>
  );
}
