import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSettings } from '../../config/configContext';
import { useFullscreen } from './useFullscreen';
import { usePageGestures } from './usePageGestures';
import { useIsPhone, usePhoneBar } from './usePhoneBar';

interface Options {
  scroller: React.RefObject<HTMLElement | null>;
  /** Something open over the pages (a panel, a dialog, a print): the bar stays. */
  isHeld: boolean;
  isRightToLeft: boolean;
  /** A turn forward (1) or back (-1). */
  onTurn(direction: number): void;
  /** Two fingers moved apart by `ratio`. */
  onPinch(ratio: number): void;
}

/**
 * What surrounds the pages on a phone: the auto-hiding bar, the touch gestures (thirds and
 * swipes turn, the middle shows or hides the bar, two fingers zoom) and full screen. A turn by
 * the pages (a tap, a swipe, a key) hides the bar, as does a finger's scroll.
 */
export function useViewerChrome(options: Options) {
  const { scroller, isHeld, isRightToLeft, onTurn, onPinch } = options;
  const isPhone = useIsPhone();
  const bar = usePhoneBar(isPhone, isHeld);
  const fullscreen = useFullscreen(
    useCallback((isOn: boolean) => (isOn ? bar.hide() : bar.show()), [bar.hide, bar.show]),
  );
  const turn = (direction: number) => {
    onTurn(direction);
    if (isPhone) bar.hide();
  };
  usePageGestures(scroller, isPhone, {
    // Right to left, the next page lies to the left (as for the arrow keys).
    onSide: (side) => turn((side === 'right') !== isRightToLeft ? 1 : -1),
    onMiddle: bar.toggle,
    onTop: bar.show,
    onScroll: bar.hide,
    onPinch,
  });
  return { isPhone, bar, fullscreen, turn, close: useCloseBook() };
}

/**
 * Closing the book: back where the reader came from in this tab, else the tab itself (opened
 * for the book), else (a tab the script may not close) the library's home.
 */
function useCloseBook() {
  const navigate = useNavigate();
  const { layout } = useSettings();
  return useCallback(() => {
    if (window.history.length > 1) {
      window.history.back();
      return;
    }
    window.close();
    if (!window.closed && !layout.noLayout) void navigate('/');
  }, [navigate, layout.noLayout]);
}
