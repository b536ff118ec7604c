/**
 * Registers the page's service worker (written by offline-plugin.ts at
 * build time), once the page has loaded: after the first visit the page
 * loads and plays offline. Only in a built page (the dev server has no sw.js).
 */

/** Registers ./sw.js after the load event; a refusal (private mode, file://) only means no offline copy. */
export function keepOfflineCopy(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = (): void => {
    navigator.serviceWorker.register('./sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
