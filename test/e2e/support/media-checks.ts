// Checks of the storefront's pictures (issue 14): which image files the browser asked for and how wide
// they are next to the box they fill, Cumulative Layout Shift, and waits for lazy images.
import type { BrowserContext, Page } from '@playwright/test';

/** Every `/image/...` path the context's pages request, in order. */
export function recordImageRequests(context: BrowserContext): string[] {
  const paths: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/image/')) paths.push(url.pathname);
  });
  return paths;
}

// Runs in the page before its scripts (a plain function, serialised by Playwright).
function observeLayoutShifts() {
  const store = window as unknown as { __layoutShifts: { value: number; at: number; nodes: string[] }[] };
  store.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      store.__layoutShifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        nodes: (entry.sources ?? []).map((source) => {
          const node = source.node as Element | null | undefined;
          return node ? `${node.nodeName.toLowerCase()}.${String(node.className ?? '').replace(/\s+/g, '.')}` : '?';
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Starts recording layout shifts on every page of `context`; call before the page loads. */
export async function watchLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(observeLayoutShifts);
}

export interface LayoutShifts {
  /** Sum of every shift without recent input: an upper bound of the CLS score (the worst session window). */
  total: number;
  shifts: { value: number; at: number; nodes: string[] }[];
}

export async function layoutShifts(page: Page): Promise<LayoutShifts> {
  const shifts = await page.evaluate(
    () => (window as unknown as { __layoutShifts: LayoutShifts['shifts'] }).__layoutShifts ?? [],
  );
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/** Resolves once every image in the viewport (or, with `all`, in the document) has arrived and decoded. */
export async function imagesLoaded(page: Page, { all = false } = {}): Promise<void> {
  await page.waitForFunction((everywhere) => {
    const images = [...document.images].filter((img) => {
      if (everywhere) return img.loading !== 'lazy' || img.getBoundingClientRect().height > 0;
      const box = img.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
    });
    return images.every((img) => img.complete && img.naturalWidth > 0);
  }, all);
}

/** Scrolls down screen by screen so the lazy images load, waits for them, and returns to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  const steps = await page.evaluate(() => Math.ceil(document.documentElement.scrollHeight / window.innerHeight));
  for (let step = 1; step <= steps; step++) {
    await page.evaluate((y) => window.scrollTo(0, y * window.innerHeight), step);
    await imagesLoaded(page);
  }
  await imagesLoaded(page, { all: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => window.scrollY === 0);
}

export interface ChosenImage {
  /** The requested path. */
  path: string;
  /** The file's width as the srcset declares it (px). */
  fileWidth: number;
  /** The box's rendered CSS width (px). */
  renderedWidth: number;
  dpr: number;
}

/**
 * For each requested image path: the widest declared file width among the <img> elements that offer it
 * in their srcset, with the rendered width of that element. `outside`: requested paths no srcset offers
 * (a src fallback or an original the page asked for directly).
 */
export async function chosenImages(
  page: Page,
  requested: string[],
): Promise<{ chosen: ChosenImage[]; outside: string[] }> {
  const offered = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('img[srcset]')].map((img) => ({
      srcset: img.getAttribute('srcset') ?? '',
      renderedWidth: img.getBoundingClientRect().width,
      dpr: window.devicePixelRatio,
    })),
  );
  const chosen: ChosenImage[] = [];
  const outside: string[] = [];
  for (const path of new Set(requested)) {
    const matches = offered.flatMap((img) =>
      img.srcset
        .split(',')
        .map((candidate) => candidate.trim().split(/\s+/))
        .filter(([url]) => new URL(url, 'http://x').pathname === path)
        .map(([, width]) => ({ path, fileWidth: parseInt(width, 10), renderedWidth: img.renderedWidth, dpr: img.dpr })),
    );
    if (matches.length === 0) outside.push(path);
    else chosen.push(matches.reduce((widest, match) => (match.renderedWidth > widest.renderedWidth ? match : widest)));
  }
  return { chosen, outside };
}
