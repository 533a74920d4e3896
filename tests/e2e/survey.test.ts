import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, login } from '../support/server';
import { postSurvey, roleAccount, surveyInput, surveySetup } from '../support/survey';
import { startE2E, type E2E } from './support/browser';

/**
 * 'Data Survey' in real Chromium (issue 14 section 1): a survey posted the phone's way shows in
 * the list; its detail shows the pictures, the map with a marker per location (no tile server is
 * reachable: tile requests are refused), the coordinates with their links, the staff and signatures.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('Data Survey', () => {
  it('lists a survey from the phone and shows its detail: markers without tiles, coordinates, staff, signatures', async () => {
    const t = e2e.server;
    const admin = await login(t.url, ADMIN.email, ADMIN.password);
    const surveyor = await roleAccount(t, 'surveyor');
    const setup = await surveySetup(t, admin);
    const posted = await postSurvey(t, surveyor, surveyInput(setup, {}, 2));
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    const older = await postSurvey(t, surveyor, surveyInput(setup, { project_name: 'Survey Lama Tanpa Catatan', date: '2026-01-05', decs: '' }, 0));
    expect(older.status).toBe(200);

    const user = await e2e.makeUser(['/survey']);
    const { page } = await e2e.newPage();
    let tileRequests = 0;
    await page.route('**/tile.openstreetmap.org/**', async (route) => {
      tileRequests += 1;
      await route.abort('internetdisconnected');
    });
    await e2e.signIn(page, user.email, user.password);
    await page.waitForURL(/\/home$/);
    await page.goto('/survey');
    await page.waitForURL(/\/survey\/listsurvey$/);
    const rows = page.locator('table[aria-label="Daftar survey"] tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(() => rows.nth(0).innerText()).toContain('Pemasangan Pipa PDAM Rungkut');
    expect(await rows.nth(0).innerText()).toContain('20/11/2026');
    expect(await rows.nth(0).innerText()).toContain(setup.job.name);
    expect(await rows.nth(1).innerText()).toContain('Survey Lama Tanpa Catatan');

    await page.getByPlaceholder('Cari data survey...').fill('lama');
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByPlaceholder('Cari data survey...').fill('');
    await expect.poll(() => rows.count()).toBe(2);

    await rows.nth(0).getByRole('button', { name: /Detail Survey/ }).click();
    const dialog = page.locator('.survey-dialog');
    await expect.poll(() => dialog.locator('.leaflet-marker-icon').count()).toBe(2);
    expect(await dialog.locator('.survey-locations').innerText()).toContain('-7.330100, 112.763200');
    expect(await dialog.locator('.survey-locations a').first().getAttribute('href')).toContain('https://www.openstreetmap.org/?mlat=-7.3301&mlon=112.7632');
    await expect.poll(() => dialog.locator('.survey-carousel-image').getAttribute('data-state')).toBe('loaded');
    await expect.poll(() => dialog.getByText('Foto 1 dari 2').isVisible()).toBe(true);
    await expect.poll(() => tileRequests).toBeGreaterThan(0);
    await expect.poll(() => dialog.locator('.survey-map-offline').isVisible()).toBe(true);
    // The marker images come from the app's own bundle.
    const markerSrc = await dialog.locator('.leaflet-marker-icon').first().getAttribute('src');
    expect(markerSrc).not.toMatch(/^https?:\/\/(?!127\.0\.0\.1)/);

    await dialog.getByRole('tab', { name: 'Penanggung Jawab' }).click();
    const staff = dialog.locator('table.survey-staff tbody tr');
    await expect.poll(() => staff.count()).toBe(2);
    expect(await staff.nth(0).innerText()).toContain(String(setup.staff[0]?.idk));
    expect(await staff.nth(0).innerText()).toContain('Agus Prasetyo');
    await expect.poll(() => dialog.locator('img.survey-signature[data-state="loaded"]').count()).toBe(3);
    expect(await dialog.innerText()).toContain('081234567890');
    expect(await dialog.innerText()).toContain('Dewi Lestari');
  });
});
