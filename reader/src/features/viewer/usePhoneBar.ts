import { useCallback, useEffect, useState } from 'react';

/** How long the phone's bar stays without anything done in it or on the pages. */
export const BAR_IDLE_MS = 4000;
const PHONE_QUERY = '(max-width: 599.98px), (pointer: coarse)';

/** A phone: a narrow window or a finger for a pointer (the compact bar and touch gestures). */
export function useIsPhone(): boolean {
  const [isPhone, setIsPhone] = useState(() => window.matchMedia(PHONE_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(PHONE_QUERY);
    const follow = () => setIsPhone(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return isPhone;
}

/**
 * Whether the phone's bar is shown. It hides while the reader reads: after BAR_IDLE_MS without
 * activity, and at once on a finger's scroll, a page turn by the pages or the keys, or a jump. The idle wait starts with the
 * reader's first touch of the pages, so a book just opened shows its controls. A held bar (its
 * menu, search or a field in use, a panel or dialog open) stays. On a desktop it always shows.
 */
export function usePhoneBar(isPhone: boolean, isHeld: boolean) {
  const [isShown, setIsShown] = useState(true);
  const [isArmed, setIsArmed] = useState(false);
  const [activity, setActivity] = useState(0);
  useEffect(() => {
    if (!isPhone || !isShown || isHeld || !isArmed) return;
    const timer = setTimeout(() => setIsShown(false), BAR_IDLE_MS);
    return () => clearTimeout(timer);
  }, [isPhone, isShown, isHeld, isArmed, activity]);
  const show = useCallback(() => {
    setIsShown(true);
    setActivity((count) => count + 1);
  }, []);
  const hide = useCallback(() => {
    setIsArmed(true);
    // A held bar stays until let go (a panel closed by the page chosen in it).
    setIsShown(false);
  }, []);
  const toggle = useCallback(() => {
    setIsArmed(true);
    setIsShown((shown) => !shown);
    setActivity((count) => count + 1);
  }, []);
  return { isShown: !isPhone || isShown || isHeld, show, hide, toggle };
}
