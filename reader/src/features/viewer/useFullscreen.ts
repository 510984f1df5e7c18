import { useCallback, useEffect, useState } from 'react';

export interface Fullscreen {
  /** False where the Fullscreen API is missing or refused (iPhone Safari): no button then. */
  isSupported: boolean;
  isOn: boolean;
  toggle(): void;
}

/**
 * The whole tab in full screen (the Fullscreen API on the document, so toasts and dialogs stay
 * on screen); `isOn` follows `fullscreenchange`, which Escape or the system's gesture also fire.
 */
export function useFullscreen(onChange?: (isOn: boolean) => void): Fullscreen {
  const isSupported = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  const [isOn, setIsOn] = useState(() => isSupported && document.fullscreenElement !== null);
  useEffect(() => {
    if (!isSupported) return;
    const follow = () => {
      const now = document.fullscreenElement !== null;
      setIsOn(now);
      onChange?.(now);
    };
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [isSupported, onChange]);
  const toggle = useCallback(() => {
    // A refusal (no user gesture, a policy) leaves the tab as it was; nothing to tell.
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void document.documentElement.requestFullscreen().catch(() => undefined);
  }, []);
  return { isSupported, isOn, toggle };
}
