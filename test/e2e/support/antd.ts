// antd controls driven the way a user does, robust to their animations on a busy machine.
import type { Locator, Page } from '@playwright/test';
import { expect } from './test.js';
import { animationsSettled } from './page-checks.js';

/**
 * Picks an option of the antd Select whose input is `select`. A click during a dialog's zoom can miss
 * the select, so it is opened again until the option shows (the positive signal); afterwards the list
 * must be closed for good (axe would meet it mid-close, and the next click could land in it).
 */
export async function chooseOption(page: Page, select: Locator, option: string | RegExp): Promise<void> {
  const item = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first();
  const open = page.locator('.ant-select-dropdown:visible');
  await animationsSettled(page);
  await expect(async () => {
    if (!(await item.isVisible())) await select.click({ force: true });
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await animationsSettled(page);
  await item.click();
  await expect(open).toHaveCount(0);
}
