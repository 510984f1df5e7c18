import { useEffect, useRef } from 'react';

/**
 * A pop-out group under a toolbar button (the phone's more menu, the desktop's View menu):
 * focus moves to its first control, the arrow keys move through it, Escape closes it, and a
 * press outside it and its button closes it. Returns the box's ref and its keydown handler.
 */
export function usePopOut(toggle: React.RefObject<HTMLButtonElement | null>, onClose: () => void) {
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
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowDown') moveFocus(1);
    else if (event.key === 'ArrowUp') moveFocus(-1);
    else return;
    event.preventDefault();
    // The viewer's own keys (arrows turn pages) stay out of the group.
    event.stopPropagation();
  };
  return { box, onKeyDown };
}
