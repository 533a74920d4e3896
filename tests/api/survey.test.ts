import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyDetail, SurveyRow } from '../../common/contract/survey';
import { ADMIN, call, login, type TestServer, startTestServer } from '../support/server';
import { jpegLike, png, postSurvey, roleAccount, surveyInput, surveySetup } from '../support/survey';
import { pngSizeOf } from '../support/images';
import { callMultipart, storedFiles } from '../support/uploads';

/**
 * Surveys from the surveyors' phones (issue 14 sections 1 and 4): the multipart intake as a
 * surveyor, its refusals (nothing stored), the 'Data Survey' list and a survey's detail.
 */

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

let t: TestServer;
let admin: string;
let surveyor: string;
let setup: Awaited<ReturnType<typeof surveySetup>>;
/** A file stored by the first survey, to find the server's survey folder. */
let known = '';

beforeAll(async () => {
  t = await startTestServer();
  admin = await login(t.url, ADMIN.email, ADMIN.password);
  surveyor = await roleAccount(t, 'surveyor', ['/survey']);
  setup = await surveySetup(t, admin);
});

afterAll(async () => {
  await t?.close();
});

describe('POST /api/survey/survey/add', () => {
  it('stores a survey from a surveyor with its pictures, signatures, locations and staff', async () => {
    const res = await postSurvey(t, surveyor, surveyInput(setup, {}, 3));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      project_name: 'Pemasangan Pipa PDAM Rungkut',
      date: '2026-11-20',
      pekerjaan: { id: setup.job.id, name: setup.job.name },
      tempat: [
        { name: 'Jl. Rungkut Industri No. 5', latitude: -7.3301, longitude: 112.7632 },
        { name: 'Jl. Kali Rungkut No. 12', latitude: -7.3185, longitude: 112.7801 },
      ],
      pj_survey: setup.staff.map((s) => ({ idk: s.idk, firstname: s.nama })),
      pj_installasi_goverment: { name: 'Bambang Sutrisno', no_hp: '081234567890' },
      pj_konsultan: { name: 'Dewi Lestari', no_hp: '+6281398765432' },
    });
    expect(d.picture).toHaveLength(3);
    expect(d.digital_signature).toMatch(/^\/api\/files\/survey\/[0-9a-f-]{36}\.png$/);
    const signature = await fetch(`${t.url}${d.digital_signature}`, { headers: { authorization: `Bearer ${surveyor}` } });
    expect(signature.status).toBe(200);
    // Stored re-encoded (issue 24): the same 1×1 picture, not the same bytes.
    expect(pngSizeOf(Buffer.from(await signature.arrayBuffer()))).toEqual({ width: 1, height: 1 });
    known = d.digital_signature;
    // 5 contact files + 3 pictures.
    expect(storedFiles('survey', known)).toHaveLength(8);
  });

  it('is open to a superadmin', async () => {
    const asAdmin = await postSurvey(t, admin, surveyInput(setup, { project_name: 'Survey oleh superadmin', date: '2026-10-01' }, 0));
    expect(asAdmin.status, JSON.stringify(asAdmin.body)).toBe(200);
  });

  it('refuses a fake image (415), a non-PNG signature (415), a missing field (400 naming it), 11 pictures (400), and stores nothing', async () => {
    const before = storedFiles('survey', known);
    const fake = surveyInput(setup);
    fake.files.gov_photo = { data: Buffer.from('bukan gambar, hanya teks\n'), name: 'gov.png', type: 'image/png' };
    const fakeRes = await postSurvey(t, surveyor, fake);
    expect(fakeRes.status).toBe(415);
    expect(fakeRes.body.error.fields).toEqual({ gov_photo: 'File harus gambar (JPG, PNG, GIF atau BMP)' });

    const jpegSignature = surveyInput(setup);
    jpegSignature.files.surveyor_signature = jpegLike('ttd.png');
    const sigRes = await postSurvey(t, surveyor, jpegSignature);
    expect(sigRes.status).toBe(415);
    expect(sigRes.body.error.fields).toEqual({ surveyor_signature: 'File harus gambar PNG' });

    const missing = surveyInput(setup);
    delete missing.fields.project_name;
    delete missing.files.consultant_signature;
    const missingRes = await postSurvey(t, surveyor, missing);
    expect(missingRes.status).toBe(400);
    expect(missingRes.body.error.fields).toMatchObject({ project_name: 'Nama proyek wajib diisi', consultant_signature: 'File wajib diunggah' });

    const eleven = surveyInput(setup, {}, 10);
    eleven.files.picture_11 = png('foto11.png');
    const elevenRes = await postSurvey(t, surveyor, eleven);
    expect(elevenRes.status).toBe(400);
    expect(elevenRes.body.error.fields).toEqual({ picture_11: 'Bagian file tidak dikenal' });

    const bad = await postSurvey(
      t,
      surveyor,
      surveyInput(setup, { date: '2026-02-30', locations: '[{"name":"X","latitude":120,"longitude":1}]', staff: '[999999]', gov_phone: 'abc', pekerjaan: 'bukan-id' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      date: 'Tanggal survey tidak valid',
      'locations.0.latitude': 'Latitude antara -90 dan 90',
      gov_phone: 'No. HP penanggung jawab instalasi pemerintah harus nomor telepon (angka, boleh diawali +)',
      pekerjaan: 'Pekerjaan wajib dipilih',
    });
    const notJson = await postSurvey(t, surveyor, surveyInput(setup, { locations: 'Gudang A', staff: '[' }));
    expect(notJson.status).toBe(400);
    expect(Object.keys(notJson.body.error.fields ?? {}).sort()).toEqual(['locations', 'staff']);
    const unknownStaff = await postSurvey(t, surveyor, surveyInput(setup, { staff: '[999999]' }));
    expect(unknownStaff.status).toBe(400);
    expect(unknownStaff.body.error.fields).toEqual({ staff: 'Karyawan tidak ditemukan: 999999' });

    expect(storedFiles('survey', known)).toEqual(before);
  });
});

describe('GET /api/survey/survey/all and get/:id', () => {
  it('pages 5 per page by date descending, sorts and filters over project, job and notes', async () => {
    const names: string[] = [];
    for (let i = 1; i <= 6; i += 1) {
      const name = `Survey Gedung ${i}`;
      names.push(name);
      const res = await postSurvey(t, surveyor, surveyInput(setup, { project_name: name, date: `2026-09-0${i}`, decs: i === 4 ? 'Atap bocor di sisi barat' : 'Catatan' }, 0));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const page1 = await call<{ data: SurveyRow[]; pagination: { total: number; last_page: number; per_page: number } }>(t.url, 'GET', '/api/survey/survey/all', { token: surveyor });
    expect(page1.status).toBe(200);
    expect(page1.body.pagination).toMatchObject({ total: 8, last_page: 2, per_page: 5 });
    expect(page1.body.data.map((r) => r.date)).toEqual(['2026-11-20', '2026-10-01', '2026-09-06', '2026-09-05', '2026-09-04']);
    const all = await call<{ data: SurveyRow[] }>(t.url, 'GET', '/api/survey/survey/all?per_page=999&sort=date|desc', { token: admin });
    expect(all.body.data).toHaveLength(8);
    const byName = await call<{ data: SurveyRow[] }>(t.url, 'GET', '/api/survey/survey/all?sort=project_name|asc&per_page=3', { token: admin });
    expect(byName.body.data.map((r) => r.project_name)).toEqual(['Pemasangan Pipa PDAM Rungkut', 'Survey Gedung 1', 'Survey Gedung 2']);
    const filtered = await call<{ data: SurveyRow[] }>(t.url, 'GET', `/api/survey/survey/all?filter=${encodeURIComponent('atap BOCOR')}`, { token: admin });
    expect(filtered.body.data.map((r) => r.project_name)).toEqual(['Survey Gedung 4']);
    const byJob = await call<{ data: SurveyRow[] }>(t.url, 'GET', `/api/survey/survey/all?filter=${encodeURIComponent(setup.job.name)}`, { token: admin });
    expect(byJob.body.data).toHaveLength(5);
    const badSort = await call<ErrorBody>(t.url, 'GET', '/api/survey/survey/all?sort=warna|asc', { token: admin });
    expect(badSort.status).toBe(400);
    const outsider = await roleAccount(t, 'user');
    expect((await call(t.url, 'GET', '/api/survey/survey/all', { token: outsider })).status).toBe(403);
  });

  it('answers the detail, 404 for an unknown survey', async () => {
    const list = await call<{ data: SurveyRow[] }>(t.url, 'GET', '/api/survey/survey/all?filter=Rungkut', { token: admin });
    const id = list.body.data[0]?._id ?? '';
    const res = await call<{ data: SurveyDetail }>(t.url, 'GET', `/api/survey/survey/get/${id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.tempat).toHaveLength(2);
    expect(res.body.data.picture).toHaveLength(3);
    expect(res.body.data.pj_survey.map((s) => s.idk)).toEqual(setup.staff.map((s) => s.idk));
    const missing = await call<ErrorBody>(t.url, 'GET', '/api/survey/survey/get/00000000-0000-4000-8000-000000000000', { token: admin });
    expect(missing.status).toBe(404);
  });

  it('serves the Pekerjaan master 5 per page and refuses deleting a job in use', async () => {
    const list = await call<{ data: { id: string; name: string }[]; pagination: { per_page: number } }>(t.url, 'GET', '/api/survey/pekerjaan/all', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.pagination.per_page).toBe(5);
    const del = await call<ErrorBody>(t.url, 'PUT', `/api/survey/pekerjaan/update/${setup.job.id}`, { token: admin, body: { status: 'deleted' } });
    expect(del.status).toBe(409);
    expect(del.body.error.message).toBe('Pekerjaan masih dipakai oleh survey, tidak bisa dihapus');
  });

  it('answers the map settings (MAP_TILE_URL, the default point in Java) and allows the tiles in the CSP', async () => {
    const res = await call<{ tile_url: string; default_center: { latitude: number; longitude: number } }>(t.url, 'GET', '/api/survey/map', { token: surveyor });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', default_center: { latitude: -7.250445, longitude: 112.768845 } });
    expect(res.headers.get('content-security-policy')).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org");
  });
});

/** Issue 27 section 5: Tambah Survey in the back office posts through the same intake. */
describe('POST /api/survey/survey/add from the office', () => {
  it('is open to every Survey user, office staff included (issue 27 section 5), and refused without the module (403)', async () => {
    for (const role of ['user', 'admin'] as const) {
      const office = await roleAccount(t, role, ['/survey']);
      const res = await postSurvey(t, office, surveyInput(setup, { project_name: `Survey kantor ${role}`, date: '2026-10-02' }, 0));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.project_name).toBe(`Survey kantor ${role}`);
    }
    for (const role of ['surveyor', 'user'] as const) {
      const elsewhere = await roleAccount(t, role, ['/warehouse']);
      expect((await postSurvey(t, elsewhere, surveyInput(setup))).status).toBe(403);
    }
    expect((await postSurvey(t, '', surveyInput(setup))).status).toBe(401);
  });

  it('takes the locations and staff as one JSON part or as one part per item (as the office form sends them)', async () => {
    const [first, second] = setup.staff;
    const input = surveyInput(setup, { project_name: 'Survey per bagian', date: '2026-10-03' }, 0);
    const { locations: _locations, staff: _staff, ...fields } = input.fields;
    const parts = [
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      { name: 'locations', value: JSON.stringify({ name: 'Titik A', latitude: -7.3, longitude: 112.7 }) },
      { name: 'locations', value: JSON.stringify({ name: 'Titik B', latitude: -7.31, longitude: 112.71 }) },
      { name: 'staff', value: String(first?.idk) },
      { name: 'staff', value: String(second?.idk) },
      ...Object.entries(input.files).map(([name, value]) => ({ name, value })),
    ];
    const res = await callMultipart<{ data: SurveyDetail } & ErrorBody>(t.url, 'POST', '/api/survey/survey/add', parts, surveyor);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.tempat.map((l) => l.name)).toEqual(['Titik A', 'Titik B']);
    expect(res.body.data.pj_survey.map((s) => s.idk)).toEqual([first?.idk, second?.idk]);
    // One item is one part: still a list of one.
    const dropped = [JSON.stringify({ name: 'Titik B', latitude: -7.31, longitude: 112.71 }), String(second?.idk)];
    const single = parts.filter((part) => typeof part.value !== 'string' || !dropped.includes(part.value));
    const one = await callMultipart<{ data: SurveyDetail } & ErrorBody>(t.url, 'POST', '/api/survey/survey/add', single, surveyor);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect([one.body.data.tempat.length, one.body.data.pj_survey.length]).toEqual([1, 1]);
  });
});
