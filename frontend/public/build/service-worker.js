/* global self, caches, fetch, Request, Response -- service worker globals */
// The storefront's service worker (spec 7: /build/service-worker.js, scope /; served with
// Service-Worker-Allowed: /). Deliberately minimal: page navigations go to the network first and fall back
// to the offline page; nothing else (but that page's own script) is intercepted, so /api, /socket.io, /upload
// and the app's assets always reach the network and are never cached here. A new version waits until the page's 'App neustarten' asks
// it to take over (spec 4).
const CACHE = 'bestellwerk-offline-v2';
const OFFLINE_URL = '/build/offline.html';
// The offline page's script, a file because the CSP refuses inline scripts; served from the cache too.
const OFFLINE_SCRIPT = '/build/offline.js';
const NEVER = /^\/(api|socket\.io|upload)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([OFFLINE_URL, OFFLINE_SCRIPT].map((url) => new Request(url, { cache: 'reload' })))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith('bestellwerk-') && name !== CACHE).map((name) => caches.delete(name)),
      );
      // The page request starts while the worker boots, so a controlled navigation is not slower.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method === 'GET' && url.origin === self.location.origin && url.pathname === OFFLINE_SCRIPT) {
    event.respondWith((async () => (await caches.match(OFFLINE_SCRIPT)) || fetch(request))());
    return;
  }
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  if (url.origin !== self.location.origin || NEVER.test(url.pathname)) return;
  event.respondWith(
    (async () => {
      try {
        return (await event.preloadResponse) || (await fetch(request));
      } catch {
        return (await caches.match(OFFLINE_URL)) || Response.error();
      }
    })(),
  );
});
