/* global self, caches, __SHELL__ */
/**
 * FarmSight's service worker (ADR 0053): the app shell (the page, scripts, styles, icons) from a cache of this build,
 * so the app opens offline after one visit. It never answers for /api: those answers are the farmer's own, behind the
 * session cookie, and the app keeps them itself under the farmer's id (ADR 0054). apps/web/offline-shell.ts writes the
 * build's file list and id into this file as dist/sw.js.
 */
const SHELL = __SHELL__;
const CACHE = 'farmsight-shell-__BUILD_ID__';
/** Every page of the app is the same HTML, which picks its screen by the URL; it is kept under '/'. */
const PAGE = '/';
/** The signed-in farmer the server adds to the page (SERVED_SESSION_ID in the contracts, ADR 0061): never kept. */
const SERVED_SESSION = /<script type="application\/json" id="farmsight-session">[^<]*<\/script>/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

// The old build's files go: its page would ask for scripts this build no longer has.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('farmsight-') && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  event.respondWith(request.mode === 'navigate' ? page(request) : file(request));
});

/**
 * The network's page first (a new build shows at once), kept for the next time without the farmer it came with;
 * offline, the kept one, whose app then asks for the session and, with no answer, shows the farmer last signed in here.
 */
async function page(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && (response.headers.get('content-type') ?? '').startsWith('text/html')) {
      const html = (await response.clone().text()).replace(SERVED_SESSION, '');
      // The text is decoded and shorter: the network's length and encoding no longer describe it.
      const headers = new Headers(response.headers);
      for (const name of ['content-encoding', 'content-length']) headers.delete(name);
      await cache.put(PAGE, new Response(html, { headers }));
    }
    return response;
  } catch (error) {
    const kept = await cache.match(PAGE, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

/** Built files never change under their name: the cache first; one not in the shell (a font, an image) joins it. */
async function file(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && new URL(request.url).pathname.startsWith('/assets/')) await cache.put(request, response.clone());
  return response;
}
