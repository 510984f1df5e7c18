import { useEffect, useRef } from 'react';
import { useNavigationText } from './navigationTexts';
import type { NavigationText } from './navigationTexts';

const KEYS: [string, NavigationText][] = [
  ['→  PageDown  Space', 'keyNext'],
  ['←  PageUp', 'keyPrevious'],
  ['Home  End', 'keyFirstLast'],
  ['+  −', 'keyZoom'],
  ['Ctrl / ⌘ + P', 'keyPrint'],
  ['?', 'keyHelp'],
  ['Esc', 'keyClose'],
];

/**
 * The viewer's keys (viewerKeys.ts) in a modal dialog, opened with `?`. Focus moves to its
 * Close button and back to where it was when it closes; Escape closes it.
 */
export function KeyboardHelp({ onClose }: { onClose(): void }) {
  const text = useNavigationText();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    close.current?.focus();
    return () => before?.focus();
  }, []);
  return (
    <div className="hd-viewer__overlay" onClick={onClose}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="viewer-keys-title"
        className="hd-viewer__dialog"
        data-testid="viewer-keys"
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => {
          // Tab stays on the one control the dialog has.
          if (event.key === 'Escape' || event.key === 'Tab') event.preventDefault();
          if (event.key === 'Escape') onClose();
        }}
      >
        <h2 id="viewer-keys-title" className="hd-viewer__panel-title">
          {text('keys')}
        </h2>
        <dl className="hd-viewer__keys">
          {KEYS.map(([keys, meaning]) => (
            <div key={meaning}>
              <dt>
                <kbd>{keys}</kbd>
              </dt>
              <dd>{text(meaning)}</dd>
            </div>
          ))}
        </dl>
        <button
          ref={close}
          type="button"
          className="hd-viewer__button hd-viewer__button--text"
          onClick={onClose}
        >
          {text('close')}
        </button>
      </div>
    </div>
  );
}
