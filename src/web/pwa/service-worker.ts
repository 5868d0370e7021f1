/// <reference lib="webworker" />
// Offline shell for the installed app. It caches only the build's static files (listed at build time by
// scripts/vite-service-worker.ts) and never touches /api or /webhooks, so data is always fresh from the server.

declare const PRECACHE_URLS: string[];
declare const CACHE_VERSION: string;

// the project's type check sees the DOM lib too, so the worker scope is named explicitly
const worker = globalThis as unknown as ServiceWorkerGlobalScope;
const CACHE = `earl-static-${CACHE_VERSION}`;
const SHELL = '/index.html';
const precached = new Set(PRECACHE_URLS);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE_URLS))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith('earl-static-') && key !== CACHE).map((key) => caches.delete(key)),
        ),
      ),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== worker.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/webhooks/')) return;

  if (request.mode === 'navigate') {
    // the network first, so a deploy shows at once; the cached shell only when offline
    event.respondWith(fetch(request).catch(async () => (await caches.match(SHELL)) ?? Response.error()));
    return;
  }
  if (precached.has(url.pathname)) {
    event.respondWith(caches.match(request).then((hit) => hit ?? fetch(request)));
  }
});

export {};
