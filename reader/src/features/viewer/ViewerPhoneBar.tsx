import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ViewerSearch } from './ViewerSearch';
import { ViewerMoreMenu } from './ViewerMoreMenu';
import { PageControls } from './ToolbarControls';
import { useNavigationText } from './navigationTexts';
import type { ToolbarProps } from './toolbarProps';

interface Props extends ToolbarProps {
  /** Anything done in the bar: it stays (the idle wait starts again). */
  onActivity(): void;
  /** The bar must stay while its menu or search is open or a field of it is being typed in. */
  onHold(isHeld: boolean): void;
  onClose(): void;
}

/**
 * The phone's bar, one row: close, page turns around the page field, search, and a menu with
 * everything else (panels, zoom, layout, keys, full screen, print, download). Search opens a
 * second row under it while it is used.
 */
export function ViewerPhoneBar(props: Props) {
  const { onActivity, onHold, onClose, search, title } = props;
  const { t } = useTranslation();
  const text = useNavigationText();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  const [isTyping, setIsTyping] = useState(false);
  const more = useRef<HTMLButtonElement>(null);
  const searchRow = useRef<HTMLDivElement>(null);
  useEffect(
    () => onHold(isMenuOpen || isSearchOpen || isTyping),
    [isMenuOpen, isSearchOpen, isTyping, onHold],
  );
  useEffect(() => {
    if (isSearchOpen) searchRow.current?.querySelector('input')?.focus();
  }, [isSearchOpen]);
  const closeMenu = () => {
    setIsMenuOpen(false);
    // Focus goes back to the button before what the menu opened takes it (the keys' dialog).
    more.current?.focus();
  };

  return (
    <header
      className="hd-viewer__bar hd-viewer__bar--phone"
      role="toolbar"
      aria-label={t('viewer.toolbar')}
      onPointerDown={onActivity}
      onKeyDown={onActivity}
      onFocus={(event) => {
        onActivity();
        setIsTyping(event.target instanceof HTMLInputElement);
      }}
      onBlur={() => setIsTyping(false)}
    >
      <h1 className="hd-visually-hidden">{title}</h1>
      <div className="hd-viewer__row">
        <button
          type="button"
          className="hd-viewer__button"
          aria-label={text('closeBook')}
          data-testid="viewer-close"
          onClick={onClose}
        >
          ×
        </button>
        <PageControls
          props={props}
          // The keyboard's Go key jumps and puts the keyboard away.
          onTyped={() => (document.activeElement as HTMLElement | null)?.blur()}
        />
        <button
          type="button"
          className="hd-viewer__button"
          aria-label={t('viewer.search')}
          aria-expanded={isSearchOpen}
          aria-controls={isSearchOpen ? 'viewer-search-row' : undefined}
          data-testid="viewer-search-toggle"
          onClick={() => setIsSearchOpen((isOpen) => !isOpen)}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <button
          ref={more}
          type="button"
          className="hd-viewer__button"
          aria-label={text('more')}
          aria-expanded={isMenuOpen}
          aria-controls={isMenuOpen ? 'viewer-more-menu' : undefined}
          data-testid="viewer-more"
          onClick={() => setIsMenuOpen((isOpen) => !isOpen)}
        >
          <span aria-hidden="true">⋯</span>
        </button>
      </div>
      {isSearchOpen && (
        <div
          id="viewer-search-row"
          className="hd-viewer__row hd-viewer__row--search"
          ref={searchRow}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setIsSearchOpen(false);
          }}
        >
          <ViewerSearch search={search} />
        </div>
      )}
      {isMenuOpen && <ViewerMoreMenu props={props} toggle={more} onClose={closeMenu} />}
    </header>
  );
}
