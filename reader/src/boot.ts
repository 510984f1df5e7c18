/**
 * The reader's entry script. The server has already painted the page's first state into
 * `#root` (firstPaint/renderFirstPaint.tsx); evaluating the app's code (main.tsx, fetched
 * beside this file through the shell's modulepreload links) is a long task on a phone's CPU,
 * and run straight away it would hold that paint back. So the app starts right after the
 * next frame: requestAnimationFrame runs before the paint, the timeout after it
 * (docs/performance.md, "Server-rendered first paint"). A hidden tab paints no frames: there
 * the app starts at once.
 */
function start() {
  void import('./main');
}

if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
