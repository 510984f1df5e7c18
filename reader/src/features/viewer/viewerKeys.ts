export type ViewerCommand =
  'next' | 'previous' | 'first' | 'last' | 'zoomIn' | 'zoomOut' | 'print' | 'help';

/**
 * The viewer's keyboard (pure, so it is tested without a browser): left / right, Page keys and
 * space turn pages (up / down keep scrolling the page), Home / End jump, + / - zoom, Ctrl or Cmd + P prints through the viewer (never the
 * browser's own print of the screen), ? shows the keys. Keys typed into a field are the field's.
 */
export function commandForKey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  isInField: boolean;
  /** Right-to-left books turn forward with the left arrow (the next page lies to the left). */
  isRightToLeft?: boolean;
}): ViewerCommand | null {
  const withCommand = event.ctrlKey || event.metaKey;
  if (withCommand && event.key.toLowerCase() === 'p') return 'print';
  if (event.isInField || event.altKey || withCommand) return null;
  const key = event.isRightToLeft ? mirrored(event.key) : event.key;
  switch (key) {
    case 'ArrowRight':
    case 'PageDown':
    case ' ':
      return 'next';
    case 'ArrowLeft':
    case 'PageUp':
      return 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
      return 'zoomOut';
    case '?':
      return 'help';
    default:
      return null;
  }
}

function mirrored(key: string): string {
  if (key === 'ArrowLeft') return 'ArrowRight';
  if (key === 'ArrowRight') return 'ArrowLeft';
  return key;
}
