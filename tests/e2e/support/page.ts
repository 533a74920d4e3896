import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';

/** The texts of the toasts on screen, one per line. */
export const toastTexts = (page: Page): Promise<string> =>
  page
    .locator('.bp6-toast')
    .allInnerTexts()
    .then((texts) => texts.join('\n'));

/** Closes the toasts on screen, so the next step's toast is the only one. */
export async function dismissToasts(page: Page): Promise<void> {
  // A click event on each close button: a toast on its way out is no target to wait for. Again at
  // every poll: a live update's toast may still arrive after the first round (a busy machine).
  await expect
    .poll(async () => {
      for (const button of await page.locator('.bp6-toast').getByRole('button', { name: 'Tutup' }).all()) {
        await button.dispatchEvent('click', undefined, { timeout: 1000 }).catch(() => undefined);
      }
      return page.locator('.bp6-toast').count();
    }, { timeout: 10_000 })
    .toBe(0);
}

/** Requests whose URL matches `pattern`, recorded from now on. */
export function recordRequests(page: Page, pattern: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (pattern.test(request.url())) seen.push(request);
  });
  return seen;
}
