// Checks and pictures shared by the scenarios: axe-core, screenshots, and the waits they need.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

export const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Viewport {
  width: number;
  height: number;
}

/**
 * Resolves once two animation frames in a row show no finite CSS animation or transition running:
 * dialogs and drawers fade in (antd motion), and mid-fade colours are not what the user reads. Two frames,
 * because antd's motion adds its classes over a frame or two after the element appears. Endless spinners
 * do not count.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const idle = () =>
          document
            .getAnimations()
            .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity);
        requestAnimationFrame(() => {
          const first = idle();
          requestAnimationFrame(() => resolve(first && idle()));
        });
      }),
  );
}

/** axe-core on the current page; serious and critical violations fail the test (softly: it goes on). */
export async function axe(page: Page, name: string): Promise<void> {
  // A fading antd toast ('gespeichert') measures as low contrast mid-fade: check once toasts are gone.
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 15_000 });
  await animationsSettled(page);
  // Evaluated, not added as a <script>: the page's CSP (script-src 'self') refuses inline scripts.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axeRun = (window as unknown as { axe: { run: Function } }).axe.run;
    const result = await axeRun(document, { resultTypes: ['violations'] });
    return (
      result.violations as {
        id: string;
        impact: string;
        help: string;
        nodes: { target: string[]; failureSummary?: string }[];
      }[]
    ).map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} :: ${(n.failureSummary ?? '').split('\n').slice(1, 2).join(' ')}`),
    }));
  });
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect.soft(bad, `axe-core: serious or critical violations on "${name}"`).toEqual([]);
}

/**
 * Screenshots into test/e2e/artifacts at each viewport (`{name}-{w}x{h}.png`); the viewport is restored
 * afterwards. Full-page images start from the top: the sticky header would otherwise sit in the middle.
 */
export async function shoot(page: Page, name: string, viewports: Viewport[], { fullPage = true } = {}) {
  const original = page.viewportSize();
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(({ width, top }) => window.innerWidth === width && (!top || window.scrollY === 0), {
      width: viewport.width,
      top: fullPage,
    });
    await animationsSettled(page);
    await page.screenshot({ path: join(ARTIFACTS, `${name}-${viewport.width}x${viewport.height}.png`), fullPage });
  }
  if (original) await page.setViewportSize(original);
}

/**
 * At each viewport: `selector` scrolled to `above` px below the sticky storefront header (it shows again
 * when the page scrolls up), then a screenshot of what is in view (`{name}-{w}x{h}.png`).
 */
export async function shootSection(page: Page, name: string, selector: string, viewports: Viewport[], above = 8) {
  const original = page.viewportSize();
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await page.locator(selector).evaluate((element, gap) => {
      const header = document.querySelector('.sf-header')?.getBoundingClientRect().height ?? 0;
      window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - header - gap });
    }, above);
    await shoot(page, name, [viewport], { fullPage: false });
  }
  if (original) await page.setViewportSize(original);
}
