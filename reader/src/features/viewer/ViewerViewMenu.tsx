import { useRef, useState } from 'react';
import { FitChoices, LayoutToggles } from './ToolbarControls';
import { useNavigationText } from './navigationTexts';
import { usePopOut } from './usePopOut';
import type { ToolbarProps } from './toolbarProps';

/**
 * The desktop row's View button and its pop-out: fit width or page, two pages, right to left
 * and the lone cover, settings the reader picks now and then (the row stays one line, issue 32).
 * It works as the phone's more menu does (usePopOut); its toggles keep their pressed states
 * and leave it open, and Escape gives focus back to the button.
 */
export function ViewerViewMenu({ props }: { props: ToolbarProps }) {
  const text = useNavigationText();
  const [isOpen, setIsOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <div className="hd-viewer__group hd-viewer__popout-anchor">
      <button
        ref={toggle}
        type="button"
        className="hd-viewer__button hd-viewer__button--text"
        aria-expanded={isOpen}
        aria-controls={isOpen ? 'viewer-view-menu' : undefined}
        data-testid="viewer-view"
        onClick={() => setIsOpen((wasOpen) => !wasOpen)}
      >
        {text('view')} <span aria-hidden="true">▾</span>
      </button>
      {isOpen && (
        <ViewPopOut
          props={props}
          toggle={toggle}
          onClose={() => {
            setIsOpen(false);
            toggle.current?.focus();
          }}
        />
      )}
    </div>
  );
}

interface PopOutProps {
  props: ToolbarProps;
  toggle: React.RefObject<HTMLButtonElement | null>;
  onClose(): void;
}

function ViewPopOut({ props, toggle, onClose }: PopOutProps) {
  const text = useNavigationText();
  const { box, onKeyDown } = usePopOut(toggle, onClose);
  return (
    <div
      id="viewer-view-menu"
      ref={box}
      className="hd-viewer__menu hd-viewer__menu--view"
      role="group"
      aria-label={text('view')}
      data-testid="viewer-view-menu"
      onKeyDown={onKeyDown}
    >
      <div className="hd-viewer__group">
        <FitChoices props={props} />
      </div>
      <LayoutToggles props={props} />
    </div>
  );
}
