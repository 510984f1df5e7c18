import { useEffect, useRef } from 'react';
import {
  FileActions,
  LayoutToggles,
  PanelToggles,
  ScreenButtons,
  ZoomControls,
} from './ToolbarControls';
import { useNavigationText } from './navigationTexts';
import type { ToolbarProps } from './toolbarProps';

interface Props {
  props: ToolbarProps;
  /** The button that opened the menu: a press outside both closes it. */
  toggle: React.RefObject<HTMLButtonElement | null>;
  onClose(): void;
}

/**
 * The phone bar's "more" menu: a group of the desktop toolbar's other controls under the bar.
 * Not an ARIA menu (it holds a zoom readout and toggles, not only commands): focus moves to
 * its first control, Tab and the arrow keys move through it, Escape closes it and focus goes
 * back to its button. Actions (a panel, print, the keys) close it; settings leave it open.
 */
export function ViewerMoreMenu({ props, toggle, onClose }: Props) {
  const text = useNavigationText();
  const box = useRef<HTMLDivElement>(null);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('button')?.focus();
    const onOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!box.current?.contains(target) && !toggle.current?.contains(target)) {
        latestClose.current();
      }
    };
    document.addEventListener('pointerdown', onOutside);
    return () => document.removeEventListener('pointerdown', onOutside);
  }, [toggle]);

  const moveFocus = (step: number) => {
    const controls = [
      ...(box.current?.querySelectorAll<HTMLElement>('button:not(:disabled)') ?? []),
    ];
    const at = controls.indexOf(document.activeElement as HTMLElement);
    controls[(at + step + controls.length) % controls.length]?.focus();
  };

  return (
    <div
      id="viewer-more-menu"
      ref={box}
      className="hd-viewer__menu"
      role="group"
      aria-label={text('more')}
      data-testid="viewer-more-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
        else if (event.key === 'ArrowDown') moveFocus(1);
        else if (event.key === 'ArrowUp') moveFocus(-1);
        else return;
        event.preventDefault();
        // The viewer's own keys (arrows turn pages) stay out of the menu.
        event.stopPropagation();
      }}
    >
      <PanelToggles props={props} onDone={onClose} />
      <ZoomControls props={props} />
      <LayoutToggles props={props} />
      <div className="hd-viewer__group">
        <ScreenButtons props={props} onDone={onClose} />
      </div>
      <FileActions props={props} onDone={onClose} />
    </div>
  );
}
