type DataLayerEvent = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

const GTM_ID = /^GTM-[A-Z0-9]+$/;

/** The server's shell snippet pushes the same start event; never load the container twice. */
export function hasTagManagerStarted(dataLayer: readonly DataLayerEvent[] | undefined): boolean {
  return dataLayer?.some((event) => event.event === 'gtm.js') ?? false;
}

/** Starts Google Tag Manager unless the shell already did (spec §1: when gtmId is set). */
export function startTagManager(gtmId: string, win: Window = window): void {
  if (!GTM_ID.test(gtmId) || hasTagManagerStarted(win.dataLayer)) return;
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = win.document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  win.document.head.append(script);
}

/** A virtual page view for client-side navigation; only when a container is running. */
export function pushPageView(path: string, title: string, win: Window = window): void {
  win.dataLayer?.push({ event: 'page_view', page_path: path, page_title: title });
}
