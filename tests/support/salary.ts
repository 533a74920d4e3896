import type { EmployeeRow } from '../../common/contract/employee';
import type { PayrollRunDetail, PayrollRunRow } from '../../common/contract/salary';
import type { StatutorySettings, StatutorySettingsBody } from '../../common/contract/statutory';
import type { AbsenceDeduction, PayrollAttendanceStatus, PayrollKind, SalaryBasis, ThrHoliday } from '../../common/salary';
import type { BpjsProgramme } from '../../common/statutory/bpjs';
import type { PtkpStatus } from '../../common/statutory/pph21';
import { jpegImage } from './images';
import { ADMIN, callOk, login, type TestServer } from './server';
import { callMultipart, formParts } from './uploads';

/**
 * Payroll fixtures (issue 17 section 2) through the real API where it exists: banks, divisions of
 * each salary status, a position, employees with rates and bank accounts, incentives and
 * deductions; attendance days (with approved overtime), holidays and work rules through the
 * attendance calls (/api/attendance), as an admin records them.
 */

export interface PayrollEmployeeInput {
  firstname: string;
  lastname?: string;
  division: string;
  position: string;
  salary: number;
  overtime: number;
  dayoff: number;
  bank?: string;
  account_number?: string;
  account_holder?: string;
  /** Issue 25: a monthly wage (gaji pokok and tunjangan tetap) instead of the daily rate. */
  salary_basis?: SalaryBasis;
  monthly_wage?: number;
  fixed_allowance?: number;
  /** Issue 18: left out, the server's defaults (joined today, permanent, TK/0, every programme). */
  joined_on?: string;
  permanent?: boolean;
  ptkp_status?: PtkpStatus;
  npwp?: string;
  bpjs_programmes?: BpjsProgramme[];
}

let serial = 0;

/** A signed-in account of `role` with the given module access ('/sallary', '/employee'), named `name`: its session token. */
export async function salaryAccount(t: TestServer, role: 'admin' | 'user', access: string[], name: string): Promise<string> {
  const email = `${name}@gaji.test`;
  const password = `sandi-${name}-123`;
  await t.createUser({ email, password, role, access });
  return login(t.url, email, password);
}

export async function addBank(t: TestServer, token: string, name: string): Promise<string> {
  const body = await callOk<{ data: { id: string } }>(t.url, 'POST', '/api/employee/bank/add', { token, body: { name, description: '', status: 'active' } });
  return body.data.id;
}

/** 1 Bulanan, 2 Mingguan, 3 Harian. */
export async function addDivision(t: TestServer, token: string, name: string, salary: 1 | 2 | 3): Promise<string> {
  const body = await callOk<{ data: { id: string } }>(t.url, 'POST', '/api/employee/division/add', { token, body: { name, description: '', salary, status: 'active' } });
  return body.data.id;
}

export async function addPosition(t: TestServer, token: string, name: string): Promise<string> {
  const body = await callOk<{ data: { id: string } }>(t.url, 'POST', '/api/employee/position/add', { token, body: { name, description: '', status: 'active' } });
  return body.data.id;
}

export async function addPayrollEmployee(t: TestServer, token: string, input: PayrollEmployeeInput): Promise<{ id: string; idk: number }> {
  serial += 1;
  const body = await callOk<{ data: { id: string; idk: number } }>(t.url, 'POST', '/api/employee/employee/add', {
    token,
    body: {
      firstname: input.firstname,
      lastname: input.lastname ?? '',
      email: `gaji${serial}.${Date.now()}@karyawan.test`,
      phone: `0812${String(10_000_000 + serial).slice(-8)}`,
      identity_number: `35780${String(Date.now() % 1_000_000).padStart(6, '0')}${String(serial).padStart(5, '0')}`,
      dname: input.division,
      pname: input.position,
      salary: input.salary,
      overtime: input.overtime,
      dayoff: input.dayoff,
      makan_status: 'N',
      bank: input.bank ?? '',
      account_number: input.account_number ?? '',
      account_holder: input.account_holder ?? '',
      ...(input.joined_on !== undefined ? { joined_on: input.joined_on } : {}),
      ...(input.permanent !== undefined ? { permanent: input.permanent } : {}),
      ...(input.ptkp_status !== undefined ? { ptkp_status: input.ptkp_status } : {}),
      ...(input.npwp !== undefined ? { npwp: input.npwp } : {}),
      ...(input.bpjs_programmes !== undefined ? { bpjs_programmes: input.bpjs_programmes } : {}),
      ...(input.salary_basis !== undefined ? { salary_basis: input.salary_basis } : {}),
      ...(input.monthly_wage !== undefined ? { monthly_wage: input.monthly_wage } : {}),
      ...(input.fixed_allowance !== undefined ? { fixed_allowance: input.fixed_allowance } : {}),
    },
  });
  return body.data;
}

/** An employee's whole record as the Karyawan update takes it, with `changes`. */
export function employeeUpdateBody(row: EmployeeRow, changes: Record<string, unknown>): Record<string, unknown> {
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    identity_number: row.identity_number,
    dname: row.division.id,
    pname: row.position.id,
    salary: row.salary,
    overtime: row.overtime,
    dayoff: row.dayoff,
    makan_status: row.makan_status,
    bank: row.bank?.id ?? '',
    account_number: row.account_number,
    account_holder: row.account_holder,
    ...changes,
  };
}

/** Changes an employee through the Karyawan update (`dname` moves them to a division), the rest of the record as it is. */
export async function updateEmployee(t: TestServer, token: string, id: string, changes: Record<string, unknown>): Promise<void> {
  const { data: row } = await callOk<{ data: EmployeeRow }>(t.url, 'GET', `/api/employee/employee/get/${id}`, { token });
  await callOk(t.url, 'PUT', `/api/employee/employee/update/${id}`, { token, body: employeeUpdateBody(row, changes) });
}

/** Records the day an employee leaves (issue 18). */
export const setEmployeeLeftOn = (t: TestServer, token: string, id: string, leftOn: string): Promise<void> => updateEmployee(t, token, id, { left_on: leftOn });

/** The company's statutory settings (issue 18), saved by an admin. */
export async function saveStatutorySettings(t: TestServer, token: string, body: StatutorySettingsBody): Promise<StatutorySettings> {
  const saved = await callOk<{ data: StatutorySettings }>(t.url, 'PUT', '/api/salary/statutory/settings', { token, body });
  return saved.data;
}

/** A dated rate row the office adds (basis points for a rate, rupiah for a cap or floor). */
export async function addStatutoryRate(t: TestServer, token: string, row: { key: string; valid_from: string; value: number; source: string }): Promise<string> {
  const saved = await callOk<{ data: { id: string } }>(t.url, 'POST', '/api/salary/statutory/rates/add', { token, body: row });
  return saved.data.id;
}

export async function addSalaryItems(t: TestServer, token: string, employeeId: string, kind: 'tambahan' | 'potongan', items: { nominal: number; name: string }[]): Promise<string[]> {
  const body = await callOk<{ data: { _id: string }[] }>(t.url, 'POST', `/api/employee/employee/add${kind}/${employeeId}`, { token, body: { data: items } });
  return body.data.map((r) => r._id);
}

export interface DayInput {
  date: string;
  status: PayrollAttendanceStatus;
  /** Approved overtime minutes, whole 30-minute steps (none when absent). */
  overtime?: number;
}

/** The superadmin's session on a test server, signed in once per server. */
const superadminTokens = new WeakMap<TestServer, Promise<string>>();
function superadminOf(t: TestServer): Promise<string> {
  let token = superadminTokens.get(t);
  if (!token) {
    token = login(t.url, ADMIN.email, ADMIN.password);
    superadminTokens.set(t, token);
  }
  return token;
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Records (or corrects) an employee's attendance days through the attendance calls, as an admin
 * does: POST /api/attendance/koreksi (a present day 08:00 to 16:00 plus its overtime, the
 * default and the fixtures' work hours), then POST /api/attendance/lembur/approve for the minutes.
 */
export async function setAttendance(t: TestServer, employeeId: string, days: readonly DayInput[]): Promise<void> {
  const token = await superadminOf(t);
  for (const day of days) {
    const present = day.status === 'hadir';
    await callOk(t.url, 'POST', '/api/attendance/koreksi', {
      token,
      body: {
        employee_id: employeeId,
        date: day.date,
        status: day.status,
        check_in: present ? '08:00' : '',
        check_out: present ? clock(16 * 60 + (day.overtime ?? 0)) : '',
        reason: 'data uji penggajian',
      },
    });
    if (present && day.overtime) {
      await callOk(t.url, 'POST', '/api/attendance/lembur/approve', { token, body: { employee_id: employeeId, date: day.date, minutes: day.overtime } });
    }
  }
}

/** A national holiday through the 'Hari Libur' master. */
export async function addHoliday(t: TestServer, date: string, name: string): Promise<void> {
  await callOk(t.url, 'POST', '/api/attendance/libur/add', { token: await superadminOf(t), body: { date, name } });
}

/** A division's 'Aturan Kerja' (08:00–16:00, 15 minutes' grace). */
export async function setWorkRule(t: TestServer, divisionId: string, workDaysPerWeek: 5 | 6, absenceDeduction?: AbsenceDeduction): Promise<void> {
  await callOk(t.url, 'POST', '/api/attendance/aturan/save', {
    token: await superadminOf(t),
    body: { division_id: divisionId, work_days_per_week: workDaysPerWeek, start: '08:00', end: '16:00', grace_minutes: 15, ...(absenceDeduction ? { absence_deduction: absenceDeduction } : {}) },
  });
}

export async function createRun(t: TestServer, token: string, kind: PayrollKind, periodStart: string, divisions: string[], holiday?: ThrHoliday): Promise<PayrollRunRow> {
  const body = await callOk<{ data: PayrollRunRow }>(t.url, 'POST', '/api/salary/run/add', { token, body: { kind, period_start: periodStart, divisions, ...(holiday ? { holiday } : {}) } });
  return body.data;
}

export async function getRun(t: TestServer, token: string, id: string): Promise<PayrollRunDetail> {
  const body = await callOk<{ data: PayrollRunDetail }>(t.url, 'GET', `/api/salary/run/get/${id}`, { token });
  return body.data;
}

/** Every Monday–Friday (5) or Monday–Saturday (6) date from `from` to `to`. */
export function workDates(from: string, to: string, workDaysPerWeek: 5 | 6): string[] {
  const out: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day.toISOString().slice(0, 10) <= to; day = new Date(day.getTime() + 86_400_000)) {
    const weekday = day.getUTCDay() === 0 ? 7 : day.getUTCDay();
    if (weekday <= workDaysPerWeek) out.push(day.toISOString().slice(0, 10));
  }
  return out;
}

/** A binary answer (PDF, xlsx) with its status and content type. */
export async function fetchFile(t: TestServer, path: string, token: string): Promise<{ status: number; type: string; data: Uint8Array }> {
  const res = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const file = { status: res.status, type: res.headers.get('content-type') ?? '', data: new Uint8Array(await res.arrayBuffer()) };
  // PAYROLL_FILES_OUT=<folder> keeps every printout a test fetched, for a look (pdftoppm).
  const out = process.env['PAYROLL_FILES_OUT'];
  if (out && file.status === 200) {
    const ext = file.type.includes('pdf') ? 'pdf' : 'xlsx';
    (await import('node:fs')).writeFileSync(`${out}/${path.replace(/^\/api\/salary\/(run|statutory)\//, '').replace(/[^a-z0-9]+/gi, '_').slice(0, 60)}.${ext}`, file.data);
  }
  return file;
}

/**
 * An employee with a photo and a final monthly payroll run (October 2026) of their division: what
 * a backup or a move must carry whole (tests/process backup-restore and move-to-postgres).
 */
export async function paidEmployeeWithPhoto(t: TestServer, token: string): Promise<{ employeeId: string; photo: string; run: string }> {
  const division = await addDivision(t, token, 'Kantor Pusat', 1);
  const position = await addPosition(t, token, 'Staf');
  const added = await callMultipart<{ data: { id: string; photo: string } }>(
    t.url,
    'POST',
    '/api/employee/employee/add',
    formParts(
      { firstname: 'Sari', lastname: 'Wulandari', email: 'sari@karyawan.test', phone: '081298765432', identity_number: '3578011203900007', dname: division, pname: position, salary: 150000, overtime: 20000, dayoff: 2, makan_status: 'Y', status: 'active' },
      { data: jpegImage(40, 30), name: 'foto.jpg', type: 'image/jpeg' },
    ),
    token,
  );
  if (added.status !== 200) throw new Error(`employee add: ${added.status} ${JSON.stringify(added.body)}`);
  const run = await createRun(t, token, 'bulanan', '2026-10-01', [division]);
  await callOk(t.url, 'PUT', `/api/salary/run/final/${run.id}`, { token });
  return { employeeId: added.body.data.id, photo: added.body.data.photo, run: run.id };
}
