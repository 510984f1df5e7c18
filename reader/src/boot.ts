/**
 * The reader's entry script. The server has already painted the page's first state into
 * `#root` (firstPaint/renderFirstPaint.tsx); fetching and evaluating the app's code (main.tsx
 * and the modules the shell lists) is a long task on a phone's CPU,
 * and run straight away it would hold that paint back. So the app starts once the first paint
 * is on screen: after the images of that paint which are in view have arrived (the header's
 * logo is often the page's largest element, and its paint waits for a free main thread), then
 * after the next frame: requestAnimationFrame runs before the paint, the timeout after it
 * (docs/performance.md, "Server-rendered first paint"). The wait for images is capped, so a
 * slow image server delays the app by at most IMAGE_WAIT_MS. A hidden tab paints no frames:
 * there the app starts at once.
 */
const IMAGE_WAIT_MS = 1500;

function start() {
  addModulePreloads();
  void import('./main');
}

/**
 * The shell lists the app's modules (the route's page among them) in an inert template: added
 * here, after the first paint, they are fetched side by side instead of one import after
 * another, and no longer compete with that paint for the network and the main thread.
 */
function addModulePreloads() {
  const list = document.getElementById('hondana-modules');
  if (list instanceof HTMLTemplateElement) document.head.append(list.content.cloneNode(true));
}

/** The first paint's images in the window that are still loading (they settle on load or error). */
function imagesInView(): Array<Promise<unknown>> {
  const images = document.querySelectorAll<HTMLImageElement>('#root img');
  return [...images]
    .filter((image) => !image.complete && isInView(image))
    .map(
      (image) =>
        new Promise((settle) => {
          image.addEventListener('load', settle, { once: true });
          image.addEventListener('error', settle, { once: true });
        }),
    );
}

function isInView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && box.width > 0 && box.height > 0;
}

function afterFirstPaint() {
  const pending = imagesInView();
  const startAfterFrame = () => requestAnimationFrame(() => setTimeout(start, 0));
  if (pending.length === 0) return startAfterFrame();
  const cap = new Promise((resolve) => setTimeout(resolve, IMAGE_WAIT_MS));
  void Promise.race([Promise.all(pending), cap]).then(startAfterFrame);
}

if (document.visibilityState === 'hidden') start();
else afterFirstPaint();
