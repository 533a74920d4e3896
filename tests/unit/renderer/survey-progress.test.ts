import { describe, expect, it } from 'vitest';
import { WAITING_ADMIN, WAITING_SATPAM, type ProjectDocument, type ProjectLeftoverBalance, type ProjectRelease } from '../../../common/contract/project';
import {
  checkLeftovers,
  firstOpenStep,
  projectImageUrl,
  refusedSlots,
  releaseStanding,
  slotsComplete,
  stageChanged,
  stagesDone,
  uploadName,
  waitingText,
} from '../../../renderer/src/survey/progress/logic';

const waiting = { status: 0 as const, by: null, at: null };
const confirmed = { status: 1 as const, by: 'Admin', at: '2026-11-20T03:00:00.000Z' };
const release = (admin: 0 | 1, satpam: 0 | 1): ProjectRelease => ({
  id: 'r1',
  number: 'KP-2026-000001',
  status: admin === 1 && satpam === 1 ? 'released' : 'IP',
  tujuan: 'Pipa',
  warehouse: null,
  otorisasi: { admin: admin ? confirmed : waiting, satpam: satpam ? confirmed : waiting },
  released_at: admin && satpam ? '2026-11-20T04:00:00.000Z' : null,
  created_at: '2026-11-20T01:00:00.000Z',
});

const pair = (n: number) => ({ file1: `a${n}.jpg`, file2: `b${n}.jpg` });
const photos = (done: number): ProjectDocument => ({
  lokasi: 0,
  lokasi_name: 'Rungkut',
  gambar0: done > 0 ? pair(0) : null,
  gambar50: done > 1 ? pair(50) : null,
  gambar100: done > 2 ? pair(100) : null,
});

describe('Progress Pekerjaan: a row by its authorisation (seed 001 section 4)', () => {
  it("waits for the admin first, then the guard; released once both confirmed", () => {
    expect(releaseStanding(null)).toBe('none');
    expect(waitingText(releaseStanding(release(0, 0)))).toBe(WAITING_ADMIN);
    // The guard confirmed first: still the admin's turn.
    expect(waitingText(releaseStanding(release(0, 1)))).toBe(WAITING_ADMIN);
    expect(waitingText(releaseStanding(release(1, 0)))).toBe(WAITING_SATPAM);
    expect(releaseStanding(release(1, 1))).toBe('released');
    expect(waitingText('released')).toBeNull();
  });
});

describe('Progress wizard steps', () => {
  it('opens a location at its first stage without images, or at 100% when all are in', () => {
    expect(firstOpenStep(undefined)).toBe(0);
    expect(firstOpenStep(photos(0))).toBe(0);
    expect(firstOpenStep(photos(1))).toBe(1);
    expect(firstOpenStep(photos(2))).toBe(2);
    expect(firstOpenStep(photos(3))).toBe(2);
    expect(stagesDone(photos(2))).toBe(2);
    expect(stagesDone(undefined)).toBe(0);
  });

  it("opens 'Lanjut' only with both images, and saves only what changed", () => {
    expect(slotsComplete(['a', null])).toBe(false);
    expect(slotsComplete(['a', 'b'])).toBe(true);
    expect(stageChanged(photos(1), 'gambar0', ['a0.jpg', 'b0.jpg'])).toBe(false);
    expect(stageChanged(photos(1), 'gambar0', ['a0.jpg', 'new.jpg'])).toBe(true);
    expect(stageChanged(photos(1), 'gambar50', ['x.jpg', 'y.jpg'])).toBe(true);
  });

  it('loads an image by its served path or its stored name', () => {
    expect(projectImageUrl('/api/files/project/0f0e.jpg')).toBe('/api/files/project/0f0e.jpg');
    expect(projectImageUrl('0f0e.jpg')).toBe('/api/files/project/0f0e.jpg');
    expect(uploadName('foto lokasi.png', true)).toBe('foto lokasi.jpg');
    expect(uploadName('anim.gif', false)).toBe('anim.gif');
  });

  it('empties the slots whose pictures a refused save names', () => {
    expect(refusedSlots({ 'gambar.file2': 'Gambar tidak ditemukan, unggah ulang' })).toEqual([null, 'Gambar tidak ditemukan, unggah ulang']);
    expect(refusedSlots(undefined)).toEqual([null, null]);
  });
});

describe("'Barang Sisa' of a project", () => {
  const balances: ProjectLeftoverBalance[] = [
    { produk: { id: 'p1', name: 'Pipa PVC', code: 'PVC', unit: 'batang' }, released: 10, returned: 4, returnable: 6 },
    { produk: { id: 'p2', name: 'Semen', code: 'SMN', unit: 'sak' }, released: 5, returned: 0, returnable: 5 },
  ];

  it('sends the rows with a quantity, each at most what may still come back, into one warehouse', () => {
    expect(checkLeftovers(balances, { p1: '6', p2: '' }, 'w1', '  sisa lapangan ')).toEqual({
      ok: true,
      body: { id_gudang: 'w1', items: [{ idproduk: 'p1', qty: 6 }], keterangan: 'sisa lapangan' },
    });
    const tooMany = checkLeftovers(balances, { p1: '7' }, 'w1', '');
    expect(tooMany.ok).toBe(false);
    if (!tooMany.ok) expect(tooMany.errors.qty?.p1).toBe('Pipa PVC: paling banyak 6');
    const nothing = checkLeftovers(balances, { p1: '0' }, '', '');
    expect(nothing).toEqual({ ok: false, errors: { items: 'Isi jumlah kembali minimal satu barang.', id_gudang: 'Warehouse wajib dipilih' } });
    const fraction = checkLeftovers(balances, { p2: '1.5' }, 'w1', '');
    expect(fraction.ok).toBe(false);
  });
});
