/**
 * Registers the offline shell once the page has loaded and the browser is idle (its precaching then never competes
 * with the first screen), in production builds only (dev keeps Vite's HMR untouched).
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  };
  window.addEventListener('load', () => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  });
}
