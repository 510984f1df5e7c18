import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

interface MenuState {
  isMobile: boolean;
  isOpen: boolean;
  pathname: string;
}

/**
 * Spec §2: the sidebar is open by default on desktop and closed on mobile. Crossing the
 * breakpoint restores the default; on mobile, navigating closes the drawer.
 */
export function useMenuState(isMobile: boolean) {
  const { pathname } = useLocation();
  const [state, setState] = useState<MenuState>({ isMobile, isOpen: !isMobile, pathname });
  let current = state;
  if (state.isMobile !== isMobile) {
    current = { isMobile, isOpen: !isMobile, pathname };
    setState(current);
  } else if (state.pathname !== pathname) {
    current = { ...state, pathname, isOpen: isMobile ? false : state.isOpen };
    setState(current);
  }
  const toggle = useCallback(() => setState((s) => ({ ...s, isOpen: !s.isOpen })), []);
  const close = useCallback(() => setState((s) => ({ ...s, isOpen: false })), []);
  return { isOpen: current.isOpen, toggle, close };
}
