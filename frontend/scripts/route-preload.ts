// Per-route modulepreload (issue 17 item 2): index.html gets a tiny async classic script, ahead of the app's
// module script, that adds <link rel="modulepreload"> for the chunks of the page being opened (its
// layout and page and their imports). Without it those chunks were requested only after the entry had
// loaded and run. A classic script file, not inline: the CSP allows scripts from 'self' only. It also
// starts the request for the shop data (/api/init), which the app then takes over.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { EARLY_INIT } from '../src/shared/api/early-init';
import { consentCookie } from '../src/storefront/consent/cookie-name';

const LAYOUT = 'src/storefront/layout/StorefrontLayout.tsx';

/** Path pattern -> lazy modules of router.tsx, first match wins; any other path is a content site. */
export const ROUTE_MODULES: [RegExp, string[]][] = [
  [
    /^\/backend(\/|$)/,
    ['src/backoffice/BackofficeApp.tsx', 'src/shared/ui/AntdProviders.tsx', 'src/shared/api/QueryProvider.tsx'],
  ],
  [/^\/zeiterfassung\/?$/, ['src/timeclock/TimeClockPage.tsx']],
  [/^\/signage\/[^/]+\/?$/, ['src/signage/SignagePage.tsx']],
  [/^\/$/, [LAYOUT, 'src/storefront/branches/BranchListPage.tsx']],
  [/^\/(store|shop)\/[^/]+\/checkout(\/error)?\/?$/, [LAYOUT, 'src/storefront/checkout/CheckoutPage.tsx']],
  [/^\/store\/[^/]+\/?$/, [LAYOUT, 'src/storefront/store/StorePage.tsx']],
  [/^\/shop(\/|$)/, [LAYOUT, 'src/storefront/shop/ShopPage.tsx']],
  [/^\/status\/[^/]+\/[^/]+\/?$/, [LAYOUT, 'src/storefront/status/StatusPage.tsx']],
  [/^\/kontakt\/?$/, [LAYOUT, 'src/storefront/content/ContactPage.tsx']],
  [
    /^\/(datenschutz|agb|site\/(terms-and-conditions|privacy|imprint|allergens))\/?$/,
    [LAYOUT, 'src/storefront/content/LegalPage.tsx'],
  ],
  [
    /^\/dev\/payment\/[^/]+\/?$/,
    [LAYOUT, 'src/storefront/payment/DevPaymentPage.tsx', 'src/shared/api/QueryProvider.tsx'],
  ],
  [/^/, [LAYOUT, 'src/storefront/content/sites/SitePage.tsx']],
];

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  imports?: string[];
  facadeModuleId?: string | null;
  isEntry?: boolean;
}

/** The script's source for a build's output bundle: each pattern with the files it preloads. */
export function routePreloadSource(bundle: Record<string, ChunkLike>, root: string, base = '/'): string {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byModule = new Map(chunks.map((chunk) => [chunk.facadeModuleId?.slice(root.length + 1), chunk]));
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // The entry and its static imports already have their own tags in index.html.
  const known = new Set<string>();
  const addAll = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    for (const next of byFile.get(file)?.imports ?? []) addAll(next, into);
  };
  for (const chunk of chunks) if (chunk.isEntry) addAll(chunk.fileName, known);
  const table = ROUTE_MODULES.flatMap(([pattern, modules]) => {
    const found = modules.map((id) => byModule.get(id));
    if (found.some((chunk) => !chunk)) return [];
    const files = new Set<string>();
    for (const chunk of found) addAll(chunk!.fileName, files);
    return [[pattern.source, [...files].filter((file) => !known.has(file)).map((file) => base + file)]];
  });
  // It also starts GET /api/init (read by preloadInit, shared/api/init.ts, under the same name), so the shop
  // data loads while the entry downloads instead of after it has run: one round trip less before the page.
  // And it answers the server shell's cookie banner (inside .app-shell) when clicked before the app runs:
  // the same cookie as the app's writeConsent, and the banner goes; React then reads the answer.
  const cookies = JSON.stringify({ accepted: consentCookie('accepted'), rejected: consentCookie('rejected') });
  return `(function(){try{if(!("${EARLY_INIT}" in window))window.${EARLY_INIT}=fetch("/api/init",{credentials:"same-origin",headers:{Accept:"application/json"}})}catch(e){}var t=${JSON.stringify(table)},p=location.pathname;for(var i=0;i<t.length;i++){if(!new RegExp(t[i][0]).test(p))continue;for(var j=0;j<t[i][1].length;j++){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.fetchPriority="low";l.href=t[i][1][j];document.head.appendChild(l)}break}var c=${cookies};document.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest(".app-shell [data-consent]");if(!b||!c[b.getAttribute("data-consent")])return;document.cookie=c[b.getAttribute("data-consent")];b.closest(".sf-consent").remove()},true)})();\n`;
}

/**
 * The app's scripts at low fetch priority: the shell (HTML, CSS, the banner image) paints without them, and
 * they no longer compete with the stylesheet and the hero image for the first round trips. Lighthouse's
 * simulation counts every high-priority script requested before the first paint as render-blocking.
 */
export const lowPriority = (html: string): string =>
  html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');

/** Emits the script (content-hashed under assets/) and puts its tag into index.html's head. */
export function routePreload(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (!html || html.type !== 'asset') return;
        const source = routePreloadSource(bundle as unknown as Record<string, ChunkLike>, root, base);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/route-preload-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        // async: it does not hold up the first paint (Lighthouse counted it render-blocking). It is small and
        // requested first, so it nearly always runs before the entry; when not, the app has taken the
        // request's place (init.ts) and the script starts no second one.
        const tag = `<script src="${base}${fileName}" async></script>`;
        html.source = lowPriority(
          String(html.source).replace(/(\s*)<script type="module"/, `$1${tag}$1<script type="module"`),
        );
      },
    },
  };
}
