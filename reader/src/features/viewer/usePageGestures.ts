import { useEffect, useRef } from 'react';

/** A tap: a finger lifted within this time and distance of where it came down. */
const TAP_MS = 350;
const TAP_SLOP = 12;
/** A swipe: mostly sideways, this far, within this time. */
const SWIPE_MIN = 50;
const SWIPE_MS = 800;
/** The strip at the top of the pages where a tap brings the hidden bar back (CSS px). */
export const TOP_ZONE = 56;

export interface PageGestures {
  /** A tap in the left or right third, or a swipe towards that side (a swipe left shows the right). */
  onSide(side: 'left' | 'right'): void;
  /** A tap in the middle third. */
  onMiddle(): void;
  /** A tap in the top strip. */
  onTop(): void;
  /** A finger scrolls the pages. */
  onScroll(): void;
  /** Two fingers moved apart (ratio > 1) or together, then lifted. */
  onPinch(ratio: number): void;
}

interface Stroke {
  x: number;
  y: number;
  at: number;
  isTap: boolean;
  /** Decided by the first move past the slop: up or down scrolls, sideways may turn. */
  way: 'scroll' | 'sideways' | null;
}

/**
 * Touch on the pages (touch events: one finger's tap or swipe, two fingers' pinch). The
 * browser keeps scrolling with one finger; its own pinch zoom is off on the pages
 * (`touch-action: pan-x pan-y` in viewer.css), so two fingers zoom the book, not the tab.
 * While two fingers move the pages are scaled by CSS; the zoom itself changes once they lift.
 */
export function usePageGestures(
  scroller: React.RefObject<HTMLElement | null>,
  isOn: boolean,
  gestures: PageGestures,
) {
  const latest = useRef(gestures);
  latest.current = gestures;
  useEffect(() => {
    const element = scroller.current;
    if (!element || !isOn) return;
    let stroke: Stroke | null = null;
    let pinch: { from: number; ratio: number } | null = null;
    // A page wider than the screen pans sideways instead of turning.
    const isPanning = () => element.scrollWidth > element.clientWidth + 1;
    const spread = (touches: TouchList) =>
      Math.hypot(touches[0].clientX - touches[1].clientX, touches[0].clientY - touches[1].clientY);

    const onStart = (event: TouchEvent) => {
      if (event.touches.length >= 2) {
        stroke = null;
        pinch = { from: spread(event.touches), ratio: 1 };
        const box = element.getBoundingClientRect();
        const midX = (event.touches[0].clientX + event.touches[1].clientX) / 2 - box.left;
        const midY = (event.touches[0].clientY + event.touches[1].clientY) / 2 - box.top;
        element.style.transformOrigin = `${midX}px ${midY}px`;
        return;
      }
      const touch = event.touches[0];
      const isControl = (event.target as Element).closest('a, button, input') !== null;
      stroke = {
        x: touch.clientX,
        y: touch.clientY,
        at: event.timeStamp,
        isTap: !isControl,
        way: null,
      };
    };
    const onMove = (event: TouchEvent) => {
      if (pinch && event.touches.length >= 2 && pinch.from > 0) {
        pinch.ratio = spread(event.touches) / pinch.from;
        element.style.transform = `scale(${pinch.ratio})`;
        return;
      }
      if (!stroke) return;
      const touch = event.touches[0];
      const [dx, dy] = [touch.clientX - stroke.x, touch.clientY - stroke.y];
      if (Math.hypot(dx, dy) <= TAP_SLOP) return;
      stroke.isTap = false;
      if (stroke.way === null) {
        const isSideways = Math.abs(dx) > Math.abs(dy) && !isPanning();
        stroke.way = isSideways ? 'sideways' : 'scroll';
        if (!isSideways) latest.current.onScroll();
      }
      // A sideways stroke is a page turn: the browser must not scroll the pages as well.
      if (stroke.way === 'sideways' && event.cancelable) event.preventDefault();
    };
    const onEnd = (event: TouchEvent) => {
      if (pinch) {
        if (event.touches.length > 0) return;
        const { ratio } = pinch;
        pinch = null;
        element.style.transform = '';
        if (Math.abs(ratio - 1) > 0.05) latest.current.onPinch(ratio);
        return;
      }
      const begun = stroke;
      stroke = null;
      if (!begun || event.changedTouches.length === 0) return;
      const touch = event.changedTouches[0];
      const [dx, dy] = [touch.clientX - begun.x, touch.clientY - begun.y];
      const box = element.getBoundingClientRect();
      const took = event.timeStamp - begun.at;
      if (begun.isTap && took < TAP_MS) {
        const [x, y] = [touch.clientX - box.left, touch.clientY - box.top];
        if (y < TOP_ZONE) latest.current.onTop();
        else if (x < box.width / 3) latest.current.onSide('left');
        else if (x > (box.width * 2) / 3) latest.current.onSide('right');
        else latest.current.onMiddle();
        return;
      }
      const isFar = Math.abs(dx) >= SWIPE_MIN && Math.abs(dx) > 2 * Math.abs(dy);
      if (begun.way === 'sideways' && isFar && took < SWIPE_MS) {
        latest.current.onSide(dx < 0 ? 'right' : 'left');
      }
    };
    const onCancel = () => {
      stroke = null;
      pinch = null;
      element.style.transform = '';
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd, { passive: true });
    element.addEventListener('touchcancel', onCancel, { passive: true });
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onCancel);
    };
  }, [scroller, isOn]);
}
