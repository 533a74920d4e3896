import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanySettings } from '../../common/contract/settings';
import { ADMIN, call, login, startTestServer, type TestServer } from '../support/server';

/**
 * The superadmin's first-sign-in company setup (issue 27 §4), skipped: remembered by the server
 * (the record saved with an empty name, so printouts keep a blank header line and the setup is
 * not offered again), refused to anyone else, and never overwriting a saved record.
 */
let t: TestServer;
let superadmin = '';

beforeAll(async () => {
  t = await startTestServer();
  superadmin = await login(t.url, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await t?.close();
});

const company = async () => (await call<{ data: CompanySettings }>(t.url, 'GET', '/api/settings/company', { token: superadmin })).body.data;
const skip = (token: string) => call<{ data: CompanySettings }>(t.url, 'POST', '/api/settings/company/skip-setup', { token });

describe('company setup skipped', () => {
  it('is remembered for the superadmin only and leaves a saved record alone', async () => {
    expect(await company()).toEqual({ name: '', address: '', phone: '', npwp: '', logo: null, saved: false });

    const user = await t.createUser({ email: 'staf.setup@erp.test', password: 'sandi-staf-123', role: 'admin', access: ['/employee'] });
    expect((await skip(await login(t.url, user.email, 'sandi-staf-123'))).status).toBe(403);
    expect((await company()).saved).toBe(false);

    const skipped = await skip(superadmin);
    expect(skipped.status).toBe(200);
    expect(skipped.body.data).toEqual({ name: '', address: '', phone: '', npwp: '', logo: null, saved: true });
    expect(await company()).toMatchObject({ name: '', saved: true });

    const saved = await call(t.url, 'PUT', '/api/settings/company', { token: superadmin, body: { name: 'PT Sudah Diisi', phone: '021-555' } });
    expect(saved.status).toBe(200);
    expect((await skip(superadmin)).body.data).toMatchObject({ name: 'PT Sudah Diisi', phone: '021-555', saved: true });
  });
});
