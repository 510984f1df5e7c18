import {
  FileActions,
  LayoutToggles,
  PanelToggles,
  ScreenButtons,
  ZoomControls,
} from './ToolbarControls';
import { useNavigationText } from './navigationTexts';
import { usePopOut } from './usePopOut';
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
  const { box, onKeyDown } = usePopOut(toggle, onClose);

  return (
    <div
      id="viewer-more-menu"
      ref={box}
      className="hd-viewer__menu"
      role="group"
      aria-label={text('more')}
      data-testid="viewer-more-menu"
      onKeyDown={onKeyDown}
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
