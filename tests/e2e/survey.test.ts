import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, login } from '../support/server';
import { postSurvey, roleAccount, surveyInput, surveySetup } from '../support/survey';
import { gradientPng } from '../support/uploads';
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
  it('Tambah Survey (issue 27 section 5): the empty list says where surveys come from; the form checks at the field, takes a map click, typed coordinates, a contact photo, drawn signatures and two pictures; the survey shows in the list and its detail', async () => {
    const t = e2e.server;
    const admin = await login(t.url, ADMIN.email, ADMIN.password);
    const setup = await surveySetup(t, admin);
    const user = await e2e.makeUser(['/survey']);
    const { page } = await e2e.newPage();
    await page.route('**/tile.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
    await e2e.signIn(page, user.email, user.password);
    await page.waitForURL(/\/home$/);
    await page.goto('/survey/listsurvey');
    const rows = page.locator('table[aria-label="Daftar survey"] tbody tr');
    await expect.poll(() => rows.first().innerText()).toContain('Survey masuk dari aplikasi HP surveyor');

    await page.getByRole('button', { name: 'Tambah Survey' }).click();
    await page.waitForURL(/\/survey\/listsurvey\/tambah$/);
    const form = page.getByRole('form', { name: 'Tambah Survey' });
    await form.getByRole('button', { name: 'Simpan Survey' }).click();
    await expect.poll(() => form.innerText()).toContain('Nama proyek wajib diisi');
    const text = await form.innerText();
    for (const message of ['Pekerjaan wajib dipilih', 'Lokasi survey minimal satu', 'Petugas survey minimal satu', 'Foto wajib diunggah', 'Tanda tangan wajib dibuat']) expect(text).toContain(message);
    // Focus on the first field to fix.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');

    await page.getByLabel('Nama Proyek').fill('Survey Kantor Jembatan Wonokromo');
    // Leaving a half-filled survey by the sidebar asks first; 'Lanjut mengisi' stays.
    await page.locator('.erp-sidebar').getByRole('link', { name: 'Tambah Project' }).click();
    const leave = page.getByRole('alertdialog');
    await expect.poll(() => leave.innerText()).toContain('Isian survey ini belum disimpan');
    await leave.getByRole('button', { name: 'Lanjut mengisi' }).click();
    expect(page.url()).toMatch(/\/survey\/listsurvey\/tambah$/);
    await page.getByLabel('Tanggal Survey').fill('05/01/2025');
    await page.getByLabel('Pekerjaan', { exact: false }).selectOption({ label: setup.job.name });
    // One location by a click on the map (no tiles here), one typed with a decimal comma.
    await page.locator('.survey-add-map').click({ position: { x: 120, y: 140 } });
    await expect.poll(() => page.getByLabel('Latitude Lokasi 1').inputValue()).toMatch(/^-?\d+,\d{6}$/);
    await page.getByRole('button', { name: 'Tambah Lokasi' }).click();
    await page.getByLabel('Nama lokasi Lokasi 2').fill('Jl. Kali Rungkut No. 12');
    // A pair pasted into one cell fills both; then a typo in the longitude.
    await page.getByLabel('Latitude Lokasi 2').fill('-7,3185; 112,7801');
    expect([await page.getByLabel('Latitude Lokasi 2').inputValue(), await page.getByLabel('Longitude Lokasi 2').inputValue()]).toEqual(['-7,3185', '112,7801']);
    await page.getByLabel('Longitude Lokasi 2').fill('112.78a');
    await form.getByRole('button', { name: 'Simpan Survey' }).click();
    await expect.poll(() => form.innerText()).toContain('Longitude harus angka, mis. 112,768845');
    await page.getByLabel('Longitude Lokasi 2').fill('112,7801');
    await expect.poll(() => page.locator('.survey-add-map .leaflet-marker-icon').count()).toBe(2);

    for (const person of setup.staff) {
      await page.getByPlaceholder('Ketik nama atau nomor karyawan...').fill(person.nama.split(' ')[0] ?? '');
      await page.getByRole('option', { name: new RegExp(person.nama) }).click();
    }
    await expect.poll(() => page.locator('.survey-add-person').count()).toBe(2);

    const section = (heading: string) => page.locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) });
    const draw = async (heading: string) => {
      const pad = section(heading).locator('canvas');
      await pad.scrollIntoViewIfNeeded();
      const box = await pad.boundingBox();
      if (!box) throw new Error(`no signature pad for ${heading}`);
      await page.mouse.move(box.x + 30, box.y + 90);
      await page.mouse.down();
      for (const [x, y] of [[80, 40], [130, 100], [190, 50], [250, 95]] as const) await page.mouse.move(box.x + x, box.y + y, { steps: 4 });
      await page.mouse.up();
    };
    const photo = { name: 'pj.png', mimeType: 'image/png', buffer: gradientPng(40, 40, [90, 140, 220]) };
    for (const [heading, name, phone] of [
      ['Penanggung Jawab Instalasi Pemerintah', 'Bambang Sutrisno', '081234567890'],
      ['Konsultan', 'Dewi Lestari', '+6281398765432'],
    ] as const) {
      const part = section(heading);
      await part.getByLabel('Nama', { exact: false }).first().fill(name);
      await part.getByLabel('No. HP', { exact: false }).fill(phone);
      await part.locator('input[type="file"]').setInputFiles(photo);
      await draw(heading);
    }
    await draw('Tanda Tangan Surveyor');
    await page.locator('input[type="file"][multiple]').setInputFiles([
      { name: 'foto1.png', mimeType: 'image/png', buffer: gradientPng(96, 64, [200, 120, 80]) },
      { name: 'foto2.png', mimeType: 'image/png', buffer: gradientPng(96, 64, [80, 200, 120]) },
    ]);
    await expect.poll(() => page.locator('.survey-add-thumb img').count()).toBe(2);
    await expect.poll(() => form.innerText()).not.toContain('wajib');

    await form.getByRole('button', { name: 'Simpan Survey' }).click();
    await page.waitForURL(/\/survey\/listsurvey$/);
    await expect.poll(() => rows.first().innerText()).toContain('Survey Kantor Jembatan Wonokromo');
    expect(await rows.first().innerText()).toContain('05/01/2025');
    await rows.first().getByRole('button', { name: /Detail Survey/ }).click();
    const dialog = page.locator('.survey-dialog');
    await expect.poll(() => dialog.locator('.leaflet-marker-icon').count()).toBe(2);
    expect(await dialog.locator('.survey-locations').innerText()).toContain('-7.318500, 112.780100');
    await expect.poll(() => dialog.getByText('Foto 1 dari 2').isVisible()).toBe(true);
    await dialog.getByRole('tab', { name: 'Penanggung Jawab' }).click();
    await expect.poll(() => dialog.locator('table.survey-staff tbody tr').count()).toBe(2);
    await expect.poll(() => dialog.locator('img.survey-signature[data-state="loaded"]').count()).toBe(3);
    expect(await dialog.innerText()).toContain('Bambang Sutrisno');
    await dialog.getByRole('button', { name: 'Tutup' }).first().click();
    await page.close();
  });

  it('lists a survey from the phone and shows its detail: markers without tiles, coordinates, staff, signatures', async () => {
    const t = e2e.server;
    const admin = await login(t.url, ADMIN.email, ADMIN.password);
    const surveyor = await roleAccount(t, 'surveyor', ['/survey']);
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
    // With the office's survey of 2025 from the test before, last.
    await expect.poll(() => rows.count()).toBe(3);
    await expect.poll(() => rows.nth(0).innerText()).toContain('Pemasangan Pipa PDAM Rungkut');
    expect(await rows.nth(0).innerText()).toContain('20/11/2026');
    expect(await rows.nth(0).innerText()).toContain(setup.job.name);
    expect(await rows.nth(1).innerText()).toContain('Survey Lama Tanpa Catatan');

    await page.getByPlaceholder('Cari data survey...').fill('lama');
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByPlaceholder('Cari data survey...').fill('');
    await expect.poll(() => rows.count()).toBe(3);

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
