// The app's loader (issue 17): index.html names one tiny async classic script instead of the app's module
// script. Once the page has painted it adds the app's entry and <link rel="modulepreload"> for the entry's
// imports and the chunks of the page being opened (its layout and page and their imports), so those load
// in parallel instead of after the entry has run. A classic script file, not inline: the CSP allows scripts
// from 'self' only. With them it starts the request for the shop data (/api/init), which the app takes over.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { EARLY_INIT } from '../src/shared/api/early-init';
import { SHELL_ACTION } from '../src/shared/ui/shell-action';
import { consentCookie } from '../src/shared/consent/cookie-name';

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

/** The app's entry script and the modules it imports, as Vite wrote them into index.html. */
export interface AppTags {
  entry: string;
  preloads: string[];
}

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  imports?: string[];
  facadeModuleId?: string | null;
  isEntry?: boolean;
  /** Vite's record of the stylesheets a chunk needs. */
  viteMetadata?: { importedCss?: Set<string> };
}

/** The loader's source for a build's output bundle: the app's tags, each route pattern with its files. */
export function routePreloadSource(
  bundle: Record<string, ChunkLike>,
  root: string,
  base: string,
  app: AppTags,
): string {
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
    const scripts = [...files].filter((file) => !known.has(file));
    // The route's stylesheets too: Vite's import helper would add them in the task that runs the entry,
    // 4-5 stylesheet inserts in the entry's long task (issue 17, TBT); it skips the ones already there.
    const styles = new Set(scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]));
    for (const file of known) for (const css of byFile.get(file)?.viteMetadata?.importedCss ?? []) styles.delete(css);
    return [[pattern.source, [...styles, ...scripts].map((file) => base + file)]];
  });
  // With the app it starts GET /api/init (read by preloadInit, shared/api/init.ts, under the same name), so
  // the shop data loads while the entry downloads instead of after it has run: one round trip less.
  // The app starts once the server's shell has painted (the first-contentful-paint entry; 3 s at most, for
  // browsers without paint timing), after the first frame on a page without a shell, at once in a hidden
  // tab (no frames there). A frame before the paint is not enough: the paint reaches the screen later.
  // Each tag goes into the head in a task of its own (a MessageChannel message, no timer clamp): Chromium
  // takes 2-10 ms per modulepreload insert at 4x CPU, and 20-30 of them in one task were Lighthouse's
  // longest task after the paint (120-390 ms). The route's stylesheets go first, at their usual priority, so
  // they are in before the app renders (Vite's helper waited for them; it skips those already there); then
  // the entry, the largest download.
  // And it answers the server shell's cookie banner (inside .app-shell) when clicked before the app runs:
  // the same cookie as the app's writeConsent, and the banner goes; React then reads the answer. A shell
  // button marked with a shell action (shared/ui/shell-action.ts) does its action: print, or home.
  const cookies = JSON.stringify({ accepted: consentCookie('accepted'), rejected: consentCookie('rejected') });
  return `(function(){var t=${JSON.stringify(table)},p=location.pathname,f=${JSON.stringify(app.preloads)};for(var i=0;i<t.length;i++){if(new RegExp(t[i][0]).test(p)){f=f.concat(t[i][1]);break}}function a(){try{if(!("${EARLY_INIT}" in window))window.${EARLY_INIT}=fetch("/api/init",{credentials:"same-origin",headers:{Accept:"application/json"}})}catch(e){}var E=${JSON.stringify(app.entry)},s=f.filter(function(u){return /\\.css$/.test(u)}),q=s.concat([E],f.filter(function(u){return s.indexOf(u)<0})),m=new MessageChannel();m.port1.onmessage=function(){var u=q.shift(),e=u===E,c=s.indexOf(u)>=0,l=document.createElement(e?"script":"link");if(e)l.type="module";else l.rel=c?"stylesheet":"modulepreload";l.crossOrigin="";if(!c)l.fetchPriority="low";l[e?"src":"href"]=u;document.head.appendChild(l);if(q.length)m.port2.postMessage(0)};m.port2.postMessage(0)}var g=0;function k(){if(!g){g=1;a()}}function d(){if(document.visibilityState==="hidden")return k();if(!document.querySelector(".app-shell"))return requestAnimationFrame(function(){setTimeout(k,0)});try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();k()}}).observe({type:"paint",buffered:true})}catch(e){}setTimeout(k,3000)}if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",d);else d();var c=${cookies};document.addEventListener("click",function(e){var n=e.target;if(!n||!n.closest)return;var b=n.closest(".app-shell [data-consent]");if(b&&c[b.getAttribute("data-consent")]){document.cookie=c[b.getAttribute("data-consent")];b.closest(".sf-consent").remove();return}var x=n.closest(".app-shell [${SHELL_ACTION}]");x=x&&x.getAttribute("${SHELL_ACTION}");if(x==="print")window.print();else if(x==="home")location.assign("/")},true)})();\n`;
}

/** Where the module script stood: the loader's tag goes there. */
const PLACE = '<!--app-->';
const APP_TAG =
  /\s*<(?:script type="module"[^>]*?src="([^"]+)"[^>]*><\/script>|link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>)/g;

/**
 * Takes the app's module script and modulepreloads out of index.html: the preload script adds them once the
 * page has painted. Lighthouse's simulated LCP counts every script that arrived before the observed paint
 * (a loopback server delivers them all before it) with its run at 4x CPU: LCP 2.1-3.3 s for a shell that
 * paints at 0.5 s. Customers see the shell as soon as HTML and CSS are in; the app's requests start when
 * that paint is on screen, at low priority as before, with the stylesheet and the banner image done.
 */
export function takeAppTags(html: string): { html: string; app: AppTags } {
  const app: AppTags = { entry: '', preloads: [] };
  const rest = html.replace(APP_TAG, (_tag, script: string | undefined, preload: string | undefined) => {
    if (script) app.entry = script;
    else app.preloads.push(preload!);
    return script ? PLACE : '';
  });
  if (!app.entry) throw new Error('route-preload: index.html has no module script');
  return { html: rest, app };
}

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
        const { html: page, app } = takeAppTags(String(html.source));
        const source = routePreloadSource(bundle as unknown as Record<string, ChunkLike>, root, base, app);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/route-preload-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        // async: it does not hold up the first paint (Lighthouse counted it render-blocking). It is the only
        // script index.html names; it loads the app (above).
        const tag = `<script src="${base}${fileName}" async></script>`;
        html.source = page.replace(PLACE, `\n    ${tag}`);
      },
    },
  };
}
