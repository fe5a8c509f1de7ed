/**
 * Registers dist/sw.js (ADR 0053), which keeps the app shell for offline starts. After the page's load, so the first
 * visit's own downloads go first; not in development, where Vite serves unbuilt modules. A browser that refuses it
 * (no secure context, blocked) simply has no offline start.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
