import jpeg from 'jpeg-js';
import { api, signIn } from './http';

/**
 * A busy morning (issue 28), through real HTTP against a server in its own process: the employees
 * check in from their phones (a selfie and GPS) while office users work on lists, forms and PDFs
 * and the canteen PC scans lunch codes. The arrivals are spread over MORNING_WINDOW_MS, five times
 * faster than the 5 minutes of a real morning, so the server sees a harsher rate than it will.
 * Printed per kind of call: p50/p95 and errors; and whether every check-in was kept.
 */
export const MORNING_EMPLOYEES = Number(process.env.MORNING_EMPLOYEES ?? 200);
const OFFICE_USERS = 20;
const MORNING_WINDOW_MS = Number(process.env.MORNING_WINDOW_MS ?? 60_000);
/** An office user's pause between two calls: reading the screen, typing. */
const THINK_MS = { min: 500, max: 1500 };
/** The canteen serves a person every 2 s (30 a minute: issue 28's goal for the scanner). */
const CANTEEN_EVERY_MS = 2000;
const OFFICE = { latitude: -6.175392, longitude: 106.827153 };

export interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

type Kind = 'check-in (selfie + GPS)' | 'list read' | 'form write' | 'PDF' | 'canteen claim';

interface Sample {
  kind: Kind;
  ms: number;
  ok: boolean;
  error?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min: number, max: number) => min + Math.random() * (max - min);

/** A phone selfie as a camera app leaves it: 640×480 JPEG, noisy enough to weigh what a photo weighs. */
function selfieJpeg(seed: number): Buffer {
  const width = 640;
  const height = 480;
  const data = Buffer.alloc(width * height * 4);
  let state = seed * 2654435761;
  for (let i = 0; i < data.length; i += 4) {
    state = (state * 1103515245 + 12345) >>> 0;
    const noise = state >>> 26;
    const y = Math.floor(i / 4 / width);
    data[i] = 120 + noise + (y >> 3);
    data[i + 1] = 90 + noise;
    data[i + 2] = 70 + (noise >> 1);
    data[i + 3] = 255;
  }
  return Buffer.from(jpeg.encode({ data, width, height }, 80).data);
}

async function timedCall(samples: Sample[], kind: Kind, work: () => Promise<Response>): Promise<void> {
  const began = performance.now();
  try {
    const res = await work();
    const body = res.ok ? null : await res.text();
    samples.push({ kind, ms: performance.now() - began, ok: res.ok, ...(res.ok ? {} : { error: `${res.status} ${body?.slice(0, 160) ?? ''}` }) });
    if (res.ok) await res.arrayBuffer();
  } catch (error) {
    samples.push({ kind, ms: performance.now() - began, ok: false, error: String(error) });
  }
}

interface Employee {
  token: string;
  qr: string;
}

async function seed(base: string, adminToken: string): Promise<{ employees: Employee[]; canteen: string; office: string[] }> {
  const master = async (route: string, body: Record<string, unknown>) => (await api<{ data: { id: string } }>(base, 'POST', route, adminToken, body)).data.id;
  const division = await master('/api/employee/division/add', { name: 'Pagi Lapangan', description: '', salary: 1, status: 'active' });
  const position = await master('/api/employee/position/add', { name: 'Pagi Staf', description: '', status: 'active' });
  await master('/api/attendance/lokasi/add', { name: 'Kantor Pusat', latitude: String(OFFICE.latitude), longitude: String(OFFICE.longitude), radius: '200', description: '' });
  const apps = await api<{ data: { id: string; Name: string }[] }>(base, 'GET', '/api/employee/application/all?show=all', adminToken);
  const appId = (name: string) => {
    const found = apps.data.find((app) => app.Name === name);
    if (!found) throw new Error(`no '${name}' application`);
    return found.id;
  };

  const employees: Employee[] = [];
  for (let i = 0; i < MORNING_EMPLOYEES; i++) {
    const n = String(i).padStart(4, '0');
    const employee = await api<{ data: { id: string } }>(base, 'POST', '/api/employee/employee/add', adminToken, {
      firstname: `Pagi ${n}`,
      email: `pagi.${n}@karyawan.test`,
      phone: `08133${String(100000 + i)}`,
      identity_number: `357811000000${n}`,
      dname: division,
      pname: position,
      salary: 150_000,
      overtime: 20_000,
      dayoff: 2,
      makan_status: 'Y',
    });
    const account = { email: `hp.pagi.${n}@karyawan.test`, password: `sandi-pagi-${n}` };
    await api(base, 'POST', '/api/auth/regis', adminToken, { ...account, app: [], id_employee: employee.data.id });
    const token = await signIn(base, account.email, account.password);
    const code = await api<{ data: { qr: string } }>(base, 'GET', '/api/attendance/absent/kodemakan', token);
    employees.push({ token, qr: code.data.qr });
  }

  const canteenAccount = { email: 'kantin.pagi@erp.test', password: 'sandi-kantin-pagi' };
  await api(base, 'POST', '/api/auth/regis', adminToken, { ...canteenAccount, app: [{ id_app: appId('/luncheon') }] });
  const office: string[] = [];
  const officeApps = ['/employee', '/warehouse', '/sallary'].map((name) => ({ id_app: appId(name) }));
  for (let i = 0; i < OFFICE_USERS; i++) {
    const account = { email: `kantor.${i}@erp.test`, password: `sandi-kantor-${i}` };
    await api(base, 'POST', '/api/auth/regis', adminToken, { ...account, app: officeApps });
    office.push(await signIn(base, account.email, account.password));
  }
  return { employees, canteen: await signIn(base, canteenAccount.email, canteenAccount.password), office };
}

const READS = ['/api/employee/employee/all?page=1&per_page=10', '/api/warehouse/product/pro?page=1&per_page=10', `/api/attendance/harian?date=TODAY`, '/api/employee/position/all?page=1&per_page=10'];

async function officeUser(base: string, token: string, until: number, index: number, samples: Sample[], today: string): Promise<void> {
  const auth = { authorization: `Bearer ${token}` };
  let step = 0;
  while (performance.now() < until) {
    await sleep(between(THINK_MS.min, THINK_MS.max));
    step += 1;
    if (step % 10 === 0) {
      await timedCall(samples, 'PDF', () => fetch(`${base}/api/warehouse/product/laporan/pdf`, { headers: auth }));
    } else if (step % 5 === 0) {
      await timedCall(samples, 'form write', () =>
        fetch(`${base}/api/employee/position/add`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Jabatan ${index}-${step}`, description: 'dibuat pagi ini', status: 'active' }),
        }),
      );
    } else {
      const route = (READS[(index + step) % READS.length] ?? READS[0] ?? '').replace('TODAY', today);
      await timedCall(samples, 'list read', () => fetch(base + route, { headers: auth }));
    }
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** One morning on one database; `label` names it in the output. */
export async function busyMorning(label: string, start: () => Promise<BenchServer>, admin: { email: string; password: string }): Promise<void> {
  const server = await start();
  try {
    const base = server.url;
    const adminToken = await signIn(base, admin.email, admin.password);
    const seeding = performance.now();
    const { employees, canteen, office } = await seed(base, adminToken);
    const seededIn = (performance.now() - seeding) / 1000;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
    const selfies = Array.from({ length: 8 }, (_, i) => selfieJpeg(i + 1));

    const samples: Sample[] = [];
    const began = performance.now();
    const until = began + MORNING_WINDOW_MS;
    // Each phone arrives at a random moment of the window, a few metres from the office.
    const checkIns = employees.map(async (employee, i) => {
      await sleep(Math.random() * MORNING_WINDOW_MS);
      const form = new FormData();
      form.append('latitude', String(OFFICE.latitude + between(-0.0004, 0.0004)));
      form.append('longitude', String(OFFICE.longitude + between(-0.0004, 0.0004)));
      form.append('file', new Blob([new Uint8Array(selfies[i % selfies.length] ?? [])], { type: 'image/jpeg' }), 'selfie.jpg');
      await timedCall(samples, 'check-in (selfie + GPS)', () => fetch(`${base}/api/attendance/absent/masuk`, { method: 'POST', headers: { authorization: `Bearer ${employee.token}` }, body: form }));
    });
    const officeWork = office.map((token, i) => officeUser(base, token, until, i, samples, today));
    const canteenWork = (async () => {
      for (const employee of employees) {
        if (performance.now() >= until) break;
        const [idk, kodemakan] = employee.qr.split(':');
        await timedCall(samples, 'canteen claim', () =>
          fetch(`${base}/api/attendance/absent/ambilmakan?idk=${idk ?? ''}&kodemakan=${encodeURIComponent(kodemakan ?? '')}`, { headers: { authorization: `Bearer ${canteen}` } }),
        );
        await sleep(CANTEEN_EVERY_MS);
      }
    })();
    await Promise.all([...checkIns, ...officeWork, canteenWork]);
    const seconds = (performance.now() - began) / 1000;

    const kept = await api<{ data: unknown[] }>(base, 'GET', `/api/attendance/harian?date=${today}`, adminToken);
    const keptCount = kept.data.length;

    console.log(`  ${label} (seeded ${MORNING_EMPLOYEES} employees with accounts and ${OFFICE_USERS} office users in ${seededIn.toFixed(0)} s; the morning took ${seconds.toFixed(0)} s)`);
    const kinds: Kind[] = ['check-in (selfie + GPS)', 'list read', 'form write', 'PDF', 'canteen claim'];
    const goals: Partial<Record<Kind, number>> = { 'check-in (selfie + GPS)': 300, 'list read': 100 };
    for (const kind of kinds) {
      const of = samples.filter((s) => s.kind === kind);
      const times = of.map((s) => s.ms).sort((a, b) => a - b);
      const errors = of.filter((s) => !s.ok);
      const goal = goals[kind];
      const goalText = goal ? ` (goal p95 < ${goal} ms)` : '';
      const errorText = errors.length > 0 ? ` — e.g. ${[...new Set(errors.map((e) => e.error))].slice(0, 3).join(', ')}` : '';
      console.log(
        `    ${kind.padEnd(24)} ${String(of.length).padStart(5)} calls, p50 ${percentile(times, 50).toFixed(0).padStart(4)} ms, p95 ${percentile(times, 95).toFixed(0).padStart(4)} ms${goalText}, errors ${errors.length}${errorText}`,
      );
    }
    console.log(`    check-ins kept: ${keptCount} of ${MORNING_EMPLOYEES}${keptCount === MORNING_EMPLOYEES ? '' : ' — LOST CHECK-INS'}`);
  } finally {
    await server.stop();
  }
}
