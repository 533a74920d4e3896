import type { Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';

/** The texts of the toasts on screen, one per line. */
export const toastTexts = (page: Page): Promise<string> =>
  page
    .locator('.bp6-toast')
    .allInnerTexts()
    .then((texts) => texts.join('\n'));

/** Closes the toasts on screen, so the next step's toast is the only one. */
export async function dismissToasts(page: Page): Promise<void> {
  // Every toast's close button clicked in the page, at once: a locator's click waits up to its
  // timeout for a toast that left meanwhile, and a round over a few of those outlasted the poll.
  // Again at every poll: a live update's toast may still arrive after the first round (a busy machine).
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          document.querySelectorAll<HTMLButtonElement>('.bp6-toast button[aria-label="Tutup"]').forEach((button) => button.click());
          return document.querySelectorAll('.bp6-toast').length;
        }),
      { timeout: 10_000 },
    )
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

/**
 * Waits until a form card (by its header, `.erp-master-form-header`) is open and its Collapse has
 * finished opening (height back to auto). Until then the card's buttons slide and are clipped: on a
 * busy machine a click there can land its mousedown on Simpan and its mouseup elsewhere, and the
 * form is never submitted. After a row's Edit, which opens the card itself.
 */
export async function formCardOpened(header: Locator): Promise<void> {
  await expect.poll(() => header.getAttribute('aria-expanded')).toBe('true');
  await expect
    .poll(() => header.evaluate((element) => element.parentElement?.querySelector<HTMLElement>(':scope > .bp6-collapse')?.style.height))
    .toBe('auto');
}

/** Opens a form card by its header, unless it is open, and waits for it (formCardOpened). */
export async function openFormCard(header: Locator): Promise<void> {
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  await formCardOpened(header);
}
