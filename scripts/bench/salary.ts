import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PayrollRunDetail, PayrollRunRow } from '../../common/contract/salary';
import { formatNumber } from '../../common/format';
import { employeeSalaryItems } from '../../server/employee/tables';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/index';
import { attendanceDays, attendanceHolidays } from '../../server/salary/attendance/tables';
import { api, signIn } from './http';

/**
 * Payroll at the scale (issue 17 section 3): 500 employees of Bulanan divisions (every
 * other one on a monthly wage, issue 25) with a month of attendance (every work day present but a
 * few sick or absent days, approved overtime on some), one incentive and one deduction each, and a national holiday. Times, through real HTTP:
 * the run's creation (500 lines computed and stored), its detail (a draft recomputed), 'Final',
 * the whole run's payslip PDF (250 A4 pages) and the recap PDF and Excel; with BPJS and PPh 21
 * switched on (issue 18): the month's BPJS recap and e-Bupot 21 Excel, the year's 1721-A1 PDF
 * (500 pages) and a THR run that reads the month's final lines. The server runs in this
 * process from source on PGlite in a temporary folder (so the attendance days can be written
 * straight into their table, the way an import leaves them); `DATABASE_URL` is not used here.
 * Printed by `npm run bench -- salary`.
 */
export const PAYROLL_EMPLOYEES = 500;
const DIVISIONS = 5;
const MONTH = { start: '2026-10-01', end: '2026-10-31' };
const HOLIDAY = '2026-10-20';
const ADMIN = { email: 'bench-gaji@erp.local', password: 'bench-gaji-rahasia-1' };

function workDates(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day.toISOString().slice(0, 10) <= to; day = new Date(day.getTime() + 86_400_000)) {
    const weekday = day.getUTCDay();
    if (weekday >= 1 && weekday <= 5) out.push(day.toISOString().slice(0, 10));
  }
  return out;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const began = performance.now();
  const value = await work();
  return { ms: performance.now() - began, value };
}

async function fetchBytes(base: string, route: string, token: string): Promise<number> {
  const res = await fetch(base + route, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${route}: ${res.status} ${await res.text()}`);
  return (await res.arrayBuffer()).byteLength;
}

export async function payrollBench(): Promise<void> {
  console.log(`Payroll (${PAYROLL_EMPLOYEES} employees, half on a daily rate and half on a monthly wage, × one month of attendance, in-process server from source on PGlite)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'erp-bench-salary-'));
  const config = { ...loadConfig({ DATA_DIR: dir, PORT: '0', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn' }), databaseUrl: null };
  const server = await startServer(config, { logger: false, announce: () => undefined });
  try {
    const base = server.url;
    const token = await signIn(base, ADMIN.email, ADMIN.password);
    const master = async (route: string, body: Record<string, unknown>) => (await api<{ data: { id: string } }>(base, 'POST', route, token, body)).data.id;
    const bank = await master('/api/employee/bank/add', { name: 'Bench Bank', description: '', status: 'active' });
    const position = await master('/api/employee/position/add', { name: 'Bench Staf', description: '', status: 'active' });
    const divisions: string[] = [];
    for (let d = 0; d < DIVISIONS; d++) divisions.push(await master('/api/employee/division/add', { name: `Bench Divisi ${d + 1}`, description: '', salary: 1, status: 'active' }));

    const seeding = await timed(async () => {
      const ids: string[] = [];
      for (let i = 0; i < PAYROLL_EMPLOYEES; i++) {
        const n = String(i).padStart(4, '0');
        const saved = await api<{ data: { id: string } }>(base, 'POST', '/api/employee/employee/add', token, {
          firstname: `Karyawan ${n}`,
          email: `bench.gaji.${n}@karyawan.test`,
          phone: `08123${String(100000 + i)}`,
          identity_number: `357800000000${n}`,
          dname: divisions[i % DIVISIONS],
          pname: position,
          salary: 150_000 + (i % 10) * 10_000,
          // Issue 25: every other employee on a monthly wage (gaji pokok + tunjangan tetap) instead of days × the rate.
          ...(i % 2 === 1 ? { salary_basis: 'bulanan', monthly_wage: 4_000_000 + (i % 10) * 250_000, fixed_allowance: 500_000 } : {}),
          overtime: 20_000,
          dayoff: 2,
          makan_status: 'N',
          bank: i % 7 === 0 ? '' : bank,
          account_number: i % 7 === 0 ? '' : `70000${n}`,
          // Half with over a year of service (a month's THR), half since April 2026 (pro rata).
          joined_on: i % 2 === 0 ? '2024-01-02' : '2026-04-01',
        });
        ids.push(saved.data.id);
      }
      const db = server.database.db;
      await db.insert(attendanceHolidays).values({ date: HOLIDAY, name: 'Bench Libur' });
      const dates = workDates(MONTH.start, MONTH.end).filter((d) => d !== HOLIDAY);
      const rows = ids.flatMap((employeeId, i) =>
        dates.map((date, k) => ({
          employeeId,
          date,
          status: (k === (i % 20) ? 'sakit' : k === ((i + 7) % 20) && i % 3 === 0 ? 'alpa' : 'hadir') as 'hadir' | 'sakit' | 'alpa',
          source: 'fingerprint' as const,
          approvedOvertimeMinutes: k % 5 === 0 ? 60 : null,
        })),
      );
      for (let i = 0; i < rows.length; i += 1000) await db.insert(attendanceDays).values(rows.slice(i, i + 1000));
      await db.insert(employeeSalaryItems).values(
        ids.flatMap((employeeId) => [
          { employeeId, kind: 'tambahan' as const, nominal: 250_000, name: 'Insentif kehadiran' },
          { employeeId, kind: 'potongan' as const, nominal: 50_000, name: 'Iuran koperasi' },
        ]),
      );
      return rows.length;
    });
    console.log(`  seed: ${PAYROLL_EMPLOYEES} employees through the API, ${formatNumber(seeding.value)} attendance days: ${(seeding.ms / 1000).toFixed(1)} s`);

    // Issue 18: every BPJS programme and PPh 21 on, with a regional minimum wage as the BPJS Kesehatan floor.
    await api(base, 'PUT', '/api/salary/statutory/settings', token, { jkk_risk_class: 2, programmes: ['jht', 'jp', 'jkk', 'jkm', 'kes'], withhold_pph21: true });
    // The tax forms name the withholder: they refuse to print without the company's name and NPWP.
    await api(base, 'PUT', '/api/settings/company', token, { name: 'PT Bench Sejahtera', npwp: '0123456789012345' });
    await api(base, 'POST', '/api/salary/statutory/rates/add', token, { key: 'kes_wage_floor', valid_from: '2026-01-01', value: 5_000_000, source: 'Bench UMK' });

    const add = await timed(() => api<{ data: PayrollRunRow }>(base, 'POST', '/api/salary/run/add', token, { kind: 'bulanan', period_start: MONTH.start, divisions }));
    console.log(`  run/add (compute and store ${add.value.data.employees} lines): ${add.ms.toFixed(0)} ms, total net Rp ${formatNumber(add.value.data.total_net)}`);
    const id = add.value.data.id;
    const detail = await timed(() => api<{ data: PayrollRunDetail }>(base, 'GET', `/api/salary/run/get/${id}`, token));
    console.log(`  run/get of the draft (recomputed, ${detail.value.data.changes.length} changes): ${detail.ms.toFixed(0)} ms`);
    const final = await timed(() => api<{ data: PayrollRunRow }>(base, 'PUT', `/api/salary/run/final/${id}`, token));
    console.log(`  run/final (recompute under lock, freeze, ${PAYROLL_EMPLOYEES * 2} items marked used): ${final.ms.toFixed(0)} ms`);
    const frozen = await timed(() => api<{ data: PayrollRunDetail }>(base, 'GET', `/api/salary/run/get/${id}`, token));
    console.log(`  run/get of the final run (stored lines): ${frozen.ms.toFixed(0)} ms`);
    const slips = await timed(() => fetchBytes(base, `/api/salary/run/slips/${id}`, token));
    console.log(`  run/slips PDF (${PAYROLL_EMPLOYEES} payslips, ${PAYROLL_EMPLOYEES / 2} pages, ${(slips.value / 1024).toFixed(0)} KiB): ${(slips.ms / 1000).toFixed(2)} s`);
    const slip = await timed(() => fetchBytes(base, `/api/salary/run/slip/${id}/${detail.value.data.lines[0]?.employee_id ?? ''}`, token));
    console.log(`  run/slip PDF (one payslip): ${slip.ms.toFixed(0)} ms`);
    const recap = await timed(() => fetchBytes(base, `/api/salary/run/recap/${id}`, token));
    console.log(`  run/recap PDF: ${(recap.ms / 1000).toFixed(2)} s (${(recap.value / 1024).toFixed(0)} KiB)`);
    const excel = await timed(() => fetchBytes(base, `/api/salary/run/recap-excel/${id}`, token));
    console.log(`  run/recap-excel: ${excel.ms.toFixed(0)} ms (${(excel.value / 1024).toFixed(0)} KiB)`);
    const transfer = await timed(() => fetchBytes(base, `/api/salary/run/transfer/${id}`, token));
    console.log(`  run/transfer (xlsx): ${transfer.ms.toFixed(0)} ms`);
    const month = MONTH.start.slice(0, 7);
    const bpjs = await timed(() => fetchBytes(base, `/api/salary/statutory/bpjs?month=${month}`, token));
    console.log(`  statutory/bpjs (the month's BPJS recap, xlsx): ${bpjs.ms.toFixed(0)} ms (${(bpjs.value / 1024).toFixed(0)} KiB)`);
    const ebupot = await timed(() => fetchBytes(base, `/api/salary/statutory/ebupot?month=${month}`, token));
    console.log(`  statutory/ebupot (e-Bupot 21, xlsx): ${ebupot.ms.toFixed(0)} ms (${(ebupot.value / 1024).toFixed(0)} KiB)`);
    const a1 = await timed(() => fetchBytes(base, `/api/salary/statutory/1721a1?year=${MONTH.start.slice(0, 4)}`, token));
    console.log(`  statutory/1721a1 (${PAYROLL_EMPLOYEES} forms, one A4 page each): ${(a1.ms / 1000).toFixed(2)} s (${(a1.value / 1024).toFixed(0)} KiB)`);
    const thr = await timed(() => api<{ data: PayrollRunRow }>(base, 'POST', '/api/salary/run/add', token, { kind: 'thr', period_start: '2026-10-28', divisions }));
    console.log(`  run/add THR (${thr.value.data.employees} lines, taxed with October's final run): ${thr.ms.toFixed(0)} ms, total net Rp ${formatNumber(thr.value.data.total_net)}`);
  } finally {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
