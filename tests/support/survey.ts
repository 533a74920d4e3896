import { expect } from 'vitest';
import type { SurveyDetail } from '../../common/contract/survey';
import { call, login, type TestServer } from './server';
import { callMultipart, gradientPng, TINY_PNG, type FormPart, type UploadFile } from './uploads';

/** A survey posted the phone's way (issue 14 section 1): helpers shared by the api and e2e tests. */

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

let counter = 0;

/** A division, a position and two active employees, and a Pekerjaan; all added by the admin. */
export async function surveySetup(t: TestServer, admin: string): Promise<{ staff: { idk: number; nama: string }[]; job: { id: string; name: string } }> {
  counter += 1;
  const d = await call<{ data: { id: string } }>(t.url, 'POST', '/api/employee/division/add', { token: admin, body: { name: `Lapangan ${counter}`, description: '', salary: 1, status: 'active' } });
  const p = await call<{ data: { id: string } }>(t.url, 'POST', '/api/employee/position/add', { token: admin, body: { name: `Surveyor ${counter}`, description: '', status: 'active' } });
  expect([d.status, p.status]).toEqual([200, 200]);
  const staff: { idk: number; nama: string }[] = [];
  for (const [firstname, lastname] of [
    ['Agus', 'Prasetyo'],
    ['Siti', 'Rahma'],
  ] as const) {
    counter += 1;
    const identity = `7${String(counter).padStart(15, '0')}`;
    const res = await call<{ data: { id: string; idk: number } } & ErrorBody>(t.url, 'POST', '/api/employee/employee/add', {
      token: admin,
      body: {
        firstname,
        lastname,
        email: `survey${counter}@karyawan.test`,
        phone: `08${identity.slice(-10)}`,
        identity_number: identity,
        dname: d.body.data.id,
        pname: p.body.data.id,
        salary: 100000,
        overtime: 20000,
        dayoff: 4,
        makan_status: 'N',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    staff.push({ idk: res.body.data.idk, nama: `${firstname} ${lastname}` });
  }
  const job = await call<{ data: { id: string; name: string } }>(t.url, 'POST', '/api/survey/pekerjaan/add', { token: admin, body: { name: `Instalasi Pipa ${counter}`, description: '' } });
  expect(job.status, JSON.stringify(job.body)).toBe(200);
  return { staff, job: { id: job.body.data.id, name: job.body.data.name } };
}

/** A signed-in account with a role (created directly, as an admin would on the Users screen). */
export async function roleAccount(t: TestServer, role: 'surveyor' | 'user' | 'admin', access: string[] = []): Promise<string> {
  counter += 1;
  const email = `akun-survey${counter}@erp.test`;
  const password = `sandi-survey-${counter}`;
  await t.createUser({ email, password, role, access });
  return login(t.url, email, password);
}

export const png = (name: string): UploadFile => ({ data: TINY_PNG, name, type: 'image/png' });
export const jpegLike = (name: string): UploadFile => ({ data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]), name, type: 'image/jpeg' });

export interface SurveyInput {
  fields: Record<string, string>;
  files: Record<string, UploadFile>;
}

/** A complete survey: every field and file, `pictures` location photos. */
export function surveyInput(setup: { staff: { idk: number }[]; job: { id: string } }, overrides: Partial<Record<string, string>> = {}, pictures = 2): SurveyInput {
  const fields: Record<string, string> = {
    project_name: 'Pemasangan Pipa PDAM Rungkut',
    date: '2026-11-20',
    pekerjaan: setup.job.id,
    decs: 'Survey jalur pipa sepanjang jalan raya, perlu izin dinas PU sebelum penggalian.',
    locations: JSON.stringify([
      { name: 'Jl. Rungkut Industri No. 5', latitude: -7.3301, longitude: 112.7632 },
      { name: 'Jl. Kali Rungkut No. 12', latitude: -7.3185, longitude: 112.7801 },
    ]),
    staff: JSON.stringify(setup.staff.map((s) => s.idk)),
    gov_name: 'Bambang Sutrisno',
    gov_phone: '081234567890',
    consultant_name: 'Dewi Lestari',
    consultant_phone: '+6281398765432',
  };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    fields[key] = value;
  }
  const files: Record<string, UploadFile> = {
    gov_photo: { data: gradientPng(48, 48, [120, 180, 255]), name: 'gov.png', type: 'image/png' },
    gov_signature: png('ttd-gov.png'),
    consultant_photo: { data: gradientPng(48, 48, [255, 180, 120]), name: 'kons.png', type: 'image/png' },
    consultant_signature: png('ttd-kons.png'),
    surveyor_signature: png('ttd-surveyor.png'),
  };
  for (let i = 1; i <= pictures; i += 1) files[`picture_${i}`] = { data: gradientPng(96, 64, [80 + i * 10, 200, 160]), name: `foto${i}.png`, type: 'image/png' };
  return { fields, files };
}

export function surveyParts(input: SurveyInput): FormPart[] {
  return [...Object.entries(input.fields).map(([name, value]) => ({ name, value })), ...Object.entries(input.files).map(([name, value]) => ({ name, value }))];
}

export async function postSurvey(t: TestServer, token: string, input: SurveyInput) {
  return callMultipart<{ status: 'ok'; data: SurveyDetail } & ErrorBody>(t.url, 'POST', '/api/survey/survey/add', surveyParts(input), token);
}
