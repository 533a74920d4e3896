import { describe, expect, it } from 'vitest';
import type { ProjectRelease } from '../../../common/contract/project';
import {
  checkProject,
  confirmedOnce,
  emptyProductRow,
  emptyProject,
  pickProduct,
  projectDay,
  releaseStage,
  serverProjectErrors,
  withoutRow,
  type ProjectValues,
} from '../../../renderer/src/survey/projects/logic';

const SURVEY = '8a0c7f57-0d2f-4d4c-9c1e-2b8f3b7d6a10';
const EMPLOYEE = '0f5b6c1e-7a3d-4e2b-8c9d-1a2b3c4d5e6f';
const PIPE = { id: '11111111-1111-4111-8111-111111111111', name: 'Pipa PVC 4"', code: 'PVC4', unit: 'Batang', stock: 12 };
const GLUE = { id: '22222222-2222-4222-8222-222222222222', name: 'Lem Pipa', code: '-', unit: 'Kaleng', stock: 3 };

function filled(): ProjectValues {
  const values = emptyProject('2026-11-26');
  const first = values.rows[0];
  if (!first) throw new Error('one row');
  const picked = pickProduct(values.rows, first.key, PIPE);
  if (!('rows' in picked)) throw new Error('refused');
  return { ...values, idsurvey: SURVEY, executor: { id: EMPLOYEE, name: 'Budi Santoso', idk: 7, division: 'Lapangan' }, desc: ' Jalur utara ', rows: picked.rows };
}

const release = (admin: 0 | 1, satpam: 0 | 1, status: ProjectRelease['status'] = 'IP'): ProjectRelease => ({
  id: 'r',
  number: 'KP-2026-000001',
  status,
  tujuan: '',
  warehouse: null,
  otorisasi: { admin: { status: admin, by: null, at: null }, satpam: { status: satpam, by: null, at: null } },
  released_at: null,
  created_at: '2026-11-26T01:00:00.000Z',
});

describe("'Tambah Project' rules (seed 001 section 5)", () => {
  it("asks for survey, executor and notes with 'Lengkapi Data Anda !!'", () => {
    const result = checkProject(emptyProject('2026-11-26'));
    expect(result).toEqual({
      ok: false,
      errors: { idsurvey: 'Lengkapi Data Anda !!', idpelaksana: 'Lengkapi Data Anda !!', desc: 'Lengkapi Data Anda !!' },
      alert: 'Lengkapi Data Anda !!',
    });
  });

  it("refuses a product with stock 0 or less ('Stock Barang Kosong !!') and one already on another row; otherwise its stock is the qty", () => {
    const values = filled();
    const second = emptyProductRow();
    const rows = [...values.rows, second];
    expect(pickProduct(rows, second.key, { ...GLUE, stock: 0 })).toEqual({ refused: 'Stock Barang Kosong !!' });
    expect(pickProduct(rows, second.key, { ...GLUE, stock: -2 })).toEqual({ refused: 'Stock Barang Kosong !!' });
    expect(pickProduct(rows, second.key, PIPE)).toEqual({ refused: 'Produk sudah ada di daftar barang' });
    const picked = pickProduct(rows, second.key, GLUE);
    expect('rows' in picked && picked.rows.map((r) => [r.product?.name, r.qty])).toEqual([
      ['Pipa PVC 4"', '12'],
      ['Lem Pipa', '3'],
    ]);
  });

  it('never drops below one row', () => {
    const only = emptyProductRow();
    const left = withoutRow([only], only.key);
    expect(left).toHaveLength(1);
    expect(left[0]?.product).toBeNull();
  });

  it('sends the rows with a product, trimmed notes, and refuses a qty below 1', () => {
    const values = filled();
    const result = checkProject({ ...values, rows: [...values.rows, emptyProductRow()] });
    expect(result).toEqual({
      ok: true,
      body: { idsurvey: SURVEY, idpelaksana: EMPLOYEE, date_keluar: '2026-11-26', desc: 'Jalur utara', kebutuhan: [{ idproduk: PIPE.id, qty: 12 }] },
    });
    const zero = checkProject({ ...values, rows: values.rows.map((r) => ({ ...r, qty: '0' })) });
    expect(zero.ok).toBe(false);
    const none = checkProject({ ...values, rows: [emptyProductRow()] });
    expect(none).toEqual({ ok: false, errors: { kebutuhan: 'Pilih minimal satu barang' }, alert: 'Pilih minimal satu barang' });
  });

  it("puts the server's field errors on the form's fields", () => {
    expect(serverProjectErrors({ 'body.desc': 'Keterangan maksimal 1000 karakter', 'kebutuhan.0.qty': 'Jumlah terlalu besar', other: 'x' })).toEqual({
      desc: 'Keterangan maksimal 1000 karakter',
      kebutuhan: 'Jumlah terlalu besar',
    });
  });
});

describe('the request state (seed section 4)', () => {
  it('waits for the admin, the guard, or both, until released; locked once either confirmed', () => {
    expect(releaseStage(null)).toBe('none');
    expect(releaseStage(release(0, 0))).toBe('waitingBoth');
    expect(releaseStage(release(1, 0))).toBe('waitingSatpam');
    expect(releaseStage(release(0, 1))).toBe('waitingAdmin');
    expect(releaseStage(release(1, 1, 'released'))).toBe('released');
    expect(confirmedOnce(null)).toBe(false);
    expect(confirmedOnce(release(0, 0))).toBe(false);
    expect(confirmedOnce(release(0, 1))).toBe(true);
  });

  it("shows the exit day as 'DD MMM YYYY'", () => {
    expect(projectDay('2026-11-20')).toBe('20 Nov 2026');
    expect(projectDay('')).toBe('-');
  });
});
