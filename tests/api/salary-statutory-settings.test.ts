import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, jakartaDate } from '../../common/calendar';
import { PAYROLL_WRITE_FORBIDDEN } from '../../common/contract/salary';
import { DEFAULT_STATUTORY_SETTINGS, STATUTORY_RATE_DUPLICATE, STATUTORY_RATE_MISSING, type StatutoryRateRowData, type StatutorySettings } from '../../common/contract/statutory';
import { STATUTORY_RATE_DEFAULTS, STATUTORY_RATE_KEYS } from '../../common/statutory/rates';
import { auditLog } from '../../server/db/audit';
import { ratesOn } from '../../server/salary/statutory/settings';
import { addStatutoryRate, saveStatutorySettings, salaryAccount } from '../support/salary';
import { ADMIN, call, login, startTestServer, type TestServer } from '../support/server';

/**
 * 'Pengaturan BPJS & Pajak' (issue 18) through the real server on the database the run selects:
 * the company's settings (defaults until saved, per-field refusals, admin only), and the dated
 * rate table (the law's rows with their sources, one row in force per key, office rows added and
 * deleted, duplicates refused, the law's rows kept).
 */

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

let t: TestServer;
let superadmin = '';
let admin = '';
let viewer = '';

const SETTINGS = '/api/salary/statutory/settings';
const RATES = '/api/salary/statutory/rates';

const account = (role: 'admin' | 'user', access: string[], name: string): Promise<string> => salaryAccount(t, role, access, name);

const rates = async (token = viewer): Promise<StatutoryRateRowData[]> => {
  const res = await call<{ data: StatutoryRateRowData[] }>(t.url, 'GET', RATES, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const inForce = (rows: readonly StatutoryRateRowData[], key: string) => rows.filter((r) => r.key === key && r.in_force);

beforeAll(async () => {
  t = await startTestServer();
  superadmin = await login(t.url, ADMIN.email, ADMIN.password);
  admin = await account('admin', ['/sallary'], 'admin-bpjs');
  viewer = await account('user', ['/sallary'], 'lihat-bpjs');
});
afterAll(async () => {
  await t?.close();
});

describe('settings', () => {
  it('answers the defaults (nothing on, not saved) until an admin saves them', async () => {
    const res = await call<{ data: StatutorySettings }>(t.url, 'GET', SETTINGS, { token: viewer });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(DEFAULT_STATUTORY_SETTINGS);
  });

  it('saves for an admin: tax ids without dots and dashes, programmes once in the law\'s order; read back; audited', async () => {
    const saved = await saveStatutorySettings(t, admin, {
      jkk_risk_class: 3,
      programmes: ['kes', 'jht', 'jkk', 'jht'],
      withhold_pph21: true,
      company_npwp: '01.234.567.8-901.000',
      company_nitku: '0123456789012345000000',
      signer_name: '  Budi Santoso ',
      signer_npwp: '0987654321098765',
    });
    const expected: StatutorySettings = {
      jkk_risk_class: 3,
      programmes: ['jht', 'jkk', 'kes'],
      withhold_pph21: true,
      company_npwp: '012345678901000',
      company_nitku: '0123456789012345000000',
      signer_name: 'Budi Santoso',
      signer_npwp: '0987654321098765',
      saved: true,
    };
    expect(saved).toEqual(expected);
    expect((await call<{ data: StatutorySettings }>(t.url, 'GET', SETTINGS, { token: viewer })).body.data).toEqual(expected);

    // A second save changes what it says and keeps the one row.
    const again = await saveStatutorySettings(t, superadmin, { ...expected, jkk_risk_class: 1, programmes: [] });
    expect(again).toEqual({ ...expected, jkk_risk_class: 1, programmes: [] });
    const audit = await t.server.database.db.select().from(auditLog).where(eq(auditLog.entity, 'statutory_settings')).orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['add', 'update']);
    expect([...(audit[1]?.changedFields ?? [])].sort()).toEqual(['jkk_risk_class', 'programmes']);
  });

  it('refuses a bad NITKU, NPWP or risk class with a message on each field (400), saving nothing', async () => {
    const before = (await call<{ data: StatutorySettings }>(t.url, 'GET', SETTINGS, { token: viewer })).body.data;
    const res = await call<ErrorBody>(t.url, 'PUT', SETTINGS, {
      token: admin,
      body: { jkk_risk_class: 6, programmes: ['jht', 'pensiun'], company_npwp: '12345', company_nitku: '0123456789012345', signer_npwp: 'abc' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      jkk_risk_class: 'Kelas risiko JKK wajib dipilih',
      'programmes.1': 'Program BPJS tidak dikenal',
      company_npwp: 'NPWP perusahaan harus 15 atau 16 digit angka',
      company_nitku: 'NITKU harus 22 digit angka',
      signer_npwp: 'NPWP penandatangan harus 15 atau 16 digit angka',
    });
    expect((await call<{ data: StatutorySettings }>(t.url, 'GET', SETTINGS, { token: viewer })).body.data).toEqual(before);
  });

  it('lets a Sallary user without the admin role read but not write (403); no Sallary access, no read', async () => {
    const refused = await call<ErrorBody>(t.url, 'PUT', SETTINGS, { token: viewer, body: { jkk_risk_class: 2 } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(PAYROLL_WRITE_FORBIDDEN);
    const employeeOnly = await account('user', ['/employee'], 'hanya-karyawan-bpjs');
    expect((await call(t.url, 'GET', SETTINGS, { token: employeeOnly })).status).toBe(403);
    expect((await call(t.url, 'GET', RATES, { token: employeeOnly })).status).toBe(403);
    expect((await call(t.url, 'GET', SETTINGS)).status).toBe(401);
  });
});

describe('rate table', () => {
  it('lists the law\'s rows with their sources and labels, by key then newest first, exactly one in force per key that has a row', async () => {
    const rows = await rates();
    const builtin = rows.filter((r) => r.builtin);
    expect(builtin).toHaveLength(STATUTORY_RATE_DEFAULTS.length);
    expect(rows.find((r) => r.key === 'jht_employer')).toEqual({
      id: 'bawaan-jht_employer-2015-07-01',
      key: 'jht_employer',
      label: 'JHT ditanggung perusahaan',
      unit: 'bp',
      valid_from: '2015-07-01',
      value: 370,
      source: 'PP 46/2015 Pasal 16 ayat (1)',
      builtin: true,
      in_force: true,
    });
    // Every JP cap the law announced, newest first; the latest is in force.
    const caps = STATUTORY_RATE_DEFAULTS.filter((r) => r.key === 'jp_wage_cap').sort((a, b) => b.valid_from.localeCompare(a.valid_from));
    expect(caps.length).toBeGreaterThan(1);
    expect(rows.filter((r) => r.key === 'jp_wage_cap').map((r) => [r.valid_from, r.value, r.in_force, r.unit])).toEqual(
      caps.map((cap, index) => [cap.valid_from, cap.value, index === 0, 'rupiah']),
    );
    expect(rows.find((r) => r.key === 'jp_wage_cap' && r.in_force)).toMatchObject({ valid_from: '2026-03-01', value: 11_086_300 });
    for (const row of rows) expect(row.source).not.toBe('');
    // The keys in the law's order; the UMK has no default row.
    expect([...new Set(rows.map((r) => r.key))]).toEqual(STATUTORY_RATE_KEYS.filter((k) => k !== 'kes_wage_floor'));
    for (const key of STATUTORY_RATE_KEYS.filter((k) => k !== 'kes_wage_floor')) expect(inForce(rows, key), key).toHaveLength(1);
  });

  it('adds an office row: in force from its date (today or before), not yet for a later one; payroll reads it; audited', async () => {
    const today = jakartaDate(new Date());
    const umk = await call<{ status: string; data: StatutoryRateRowData }>(t.url, 'POST', `${RATES}/add`, {
      token: admin,
      body: { key: 'kes_wage_floor', valid_from: today, value: 4961753, source: ' Keputusan Gubernur Jawa Timur UMK 2026 ' },
    });
    expect(umk.status, JSON.stringify(umk.body)).toBe(200);
    expect(umk.body.data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      key: 'kes_wage_floor',
      label: 'Batas bawah upah BPJS Kesehatan (UMK)',
      unit: 'rupiah',
      valid_from: today,
      value: 4_961_753,
      source: 'Keputusan Gubernur Jawa Timur UMK 2026',
      builtin: false,
      in_force: true,
    });

    // A new JP cap from today replaces the law's row in force; one from tomorrow waits.
    await addStatutoryRate(t, admin, { key: 'jp_wage_cap', valid_from: today, value: 11_000_000, source: 'BPJS Ketenagakerjaan: batas upah JP uji' });
    const tomorrow = addDays(today, 1);
    const later = await addStatutoryRate(t, superadmin, { key: 'jkm_employer', valid_from: tomorrow, value: 35, source: 'Perubahan JKM uji' });
    const rows = await rates();
    expect(inForce(rows, 'jp_wage_cap').map((r) => [r.valid_from, r.value, r.builtin])).toEqual([[today, 11_000_000, false]]);
    expect(inForce(rows, 'jkm_employer').map((r) => [r.valid_from, r.value])).toEqual([['2015-07-01', 30]]);
    expect(rows.find((r) => r.id === later)).toMatchObject({ valid_from: tomorrow, value: 35, in_force: false });
    // Newest first within the key.
    expect(rows.filter((r) => r.key === 'jkm_employer').map((r) => r.valid_from)).toEqual([tomorrow, '2015-07-01']);

    const onTomorrow = await ratesOn(t.server.database.db, tomorrow);
    expect(onTomorrow).toMatchObject({ jkm_employer: 35, jp_wage_cap: 11_000_000, kes_wage_floor: 4_961_753 });
    const audit = await t.server.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'statutory_rate'), eq(auditLog.entityId, umk.body.data.id))).orderBy(auditLog.id);
    expect(audit).toEqual([expect.objectContaining({ action: 'add', changedFields: ['key', 'valid_from', 'value', 'source'] })]);
  });

  it('refuses the same key and date again (409), whether the law\'s row or an office row holds it, also when two arrive at once', async () => {
    const builtinTwice = await call<ErrorBody>(t.url, 'POST', `${RATES}/add`, { token: admin, body: { key: 'jht_employer', valid_from: '2015-07-01', value: 400, source: 'uji' } });
    expect(builtinTwice.status).toBe(409);
    expect(builtinTwice.body.error.message).toBe(STATUTORY_RATE_DUPLICATE);

    const body = { key: 'kes_wage_cap', valid_from: '2027-01-01', value: 13_000_000, source: 'Perpres uji' };
    const both = await Promise.all([0, 1].map(() => call<ErrorBody>(t.url, 'POST', `${RATES}/add`, { token: admin, body })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)?.body.error.message).toBe(STATUTORY_RATE_DUPLICATE);
    expect((await rates()).filter((r) => r.key === 'kes_wage_cap' && r.valid_from === '2027-01-01')).toHaveLength(1);
  });

  it('refuses a row without its fields, with a message on each (400)', async () => {
    const res = await call<ErrorBody>(t.url, 'POST', `${RATES}/add`, { token: admin, body: { key: 'umk', valid_from: '2026-02-30', value: -1, source: ' ' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      key: 'Jenis tarif wajib dipilih',
      valid_from: 'Tanggal berlaku tidak valid',
      value: 'Nilai tidak boleh negatif',
      source: 'Dasar hukum wajib diisi',
    });
    // A rate above 100 % (a '370' meant as 3,7 %) is refused on its value; a cap in rupiah is not a rate.
    const tooHigh = await call<ErrorBody>(t.url, 'POST', `${RATES}/add`, { token: admin, body: { key: 'jht_employer', valid_from: '2027-01-01', value: 37_000, source: 'salah ketik' } });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.error.fields).toEqual({ value: 'Tarif paling besar 100%' });
  });

  it('deletes an office row (the law\'s row is in force again; audited); a deleted or unknown id is 404, a law row cannot be named', async () => {
    const today = jakartaDate(new Date());
    const id = await addStatutoryRate(t, admin, { key: 'jht_employee', valid_from: today, value: 250, source: 'uji hapus' });
    expect(inForce(await rates(), 'jht_employee').map((r) => r.value)).toEqual([250]);

    expect((await call(t.url, 'DELETE', `${RATES}/delete/${id}`, { token: viewer })).status).toBe(403);
    const removed = await call(t.url, 'DELETE', `${RATES}/delete/${id}`, { token: admin });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ status: 'ok' });
    const rows = await rates();
    expect(rows.some((r) => r.id === id)).toBe(false);
    expect(inForce(rows, 'jht_employee').map((r) => [r.value, r.builtin])).toEqual([[200, true]]);
    const audit = await t.server.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'statutory_rate'), eq(auditLog.entityId, id))).orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['add', 'delete']);

    const again = await call<ErrorBody>(t.url, 'DELETE', `${RATES}/delete/${id}`, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe(STATUTORY_RATE_MISSING);
    const builtin = await call<ErrorBody>(t.url, 'DELETE', `${RATES}/delete/bawaan-jht_employee-2015-07-01`, { token: admin });
    expect(builtin.status).toBe(400);
    expect((await rates()).filter((r) => r.key === 'jht_employee' && r.builtin)).toHaveLength(1);
  });
});
