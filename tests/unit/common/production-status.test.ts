import { describe, expect, it } from 'vitest';
import { productionDeadline } from '../../../common/contract/production';
import {
  advanceFor,
  cancelFor,
  decideStep,
  decideUndo,
  isFrozen,
  isOverdue,
  mayAddLog,
  mayChangeLog,
  mayDeleteOrder,
  mayEditOrder,
  nextStep,
  PRODUCTION_FROZEN_MESSAGE,
  PRODUCTION_STATUS_INTENTS,
  PRODUCTION_STATUS_LABELS,
  PRODUCTION_STATUSES,
  PRODUCTION_STEP_FORBIDDEN,
  PRODUCTION_STEPS,
  stepBetween,
  type ProductionStatus,
  type ProductionViewer,
} from '../../../common/production';

/** The production status machine (seed 001 section 4; issue 15 section 2): every step, allowed or refused. */

const DIVISION = 'div-a';
const superadmin: ProductionViewer = { superadmin: true, divisionId: null };
const ownDivision: ProductionViewer = { superadmin: false, divisionId: DIVISION };
const otherDivision: ProductionViewer = { superadmin: false, divisionId: 'div-b' };
const noDivision: ProductionViewer = { superadmin: false, divisionId: null };
const superadminOfDivision: ProductionViewer = { superadmin: true, divisionId: DIVISION };
const order = (status: ProductionStatus) => ({ status, divisionId: DIVISION });

/** Every step the machine allows, as 'from→to'; everything else is refused. */
const ALLOWED: Record<string, 'superadmin+division' | 'division'> = {
  'approved→diterbitkan': 'superadmin+division',
  'diterbitkan→diproduksi': 'division',
  'diproduksi→dipacking': 'division',
  'dipacking→selesai': 'division',
  'approved→dibatalkan': 'superadmin+division',
  'diterbitkan→dibatalkan': 'superadmin+division',
  'diproduksi→dibatalkan': 'superadmin+division',
  'dipacking→dibatalkan': 'superadmin+division',
};

describe('production status machine', () => {
  it('names, colours and freezes the states as the seed says', () => {
    expect(PRODUCTION_STATUSES).toEqual(['approved', 'diterbitkan', 'diproduksi', 'dipacking', 'selesai', 'dibatalkan']);
    expect(PRODUCTION_STATUS_LABELS.approved).toBe('menunggu diproses');
    expect(PRODUCTION_STATUS_INTENTS).toEqual({
      approved: 'none',
      diterbitkan: 'danger',
      diproduksi: 'warning',
      dipacking: 'primary',
      selesai: 'success',
      dibatalkan: 'none',
    });
    expect(PRODUCTION_STATUSES.filter(isFrozen)).toEqual(['selesai', 'dibatalkan']);
  });

  it('has exactly the steps of the table: forward one at a time, cancel from every running state', () => {
    expect(Object.fromEntries(PRODUCTION_STEPS.map((s) => [`${s.from}→${s.to}`, s.actors.join('+')]))).toEqual(ALLOWED);
    expect(nextStep('approved')?.label).toBe('Terbitkan');
    expect(['diterbitkan', 'diproduksi', 'dipacking'].map((s) => nextStep(s as ProductionStatus)?.to)).toEqual(['diproduksi', 'dipacking', 'selesai']);
    expect(nextStep('selesai')).toBeNull();
    expect(nextStep('dibatalkan')).toBeNull();
  });

  for (const from of PRODUCTION_STATUSES) {
    for (const to of PRODUCTION_STATUSES) {
      const key = `${from}→${to}`;
      const allowed = ALLOWED[key];
      it(`${key}: ${allowed ? `allowed for ${allowed}` : 'refused'}`, () => {
        expect(stepBetween(from, to) !== null).toBe(allowed !== undefined);
        const own = decideStep(ownDivision, order(from), to);
        const boss = decideStep(superadmin, order(from), to);
        const other = decideStep(otherDivision, order(from), to);
        const nobody = decideStep(noDivision, order(from), to);
        if (isFrozen(from)) {
          for (const decision of [own, boss, other, nobody]) {
            expect(decision).toEqual({ ok: false, reason: 'frozen', message: PRODUCTION_FROZEN_MESSAGE[from as 'selesai' | 'dibatalkan'] });
          }
          return;
        }
        if (!allowed) {
          for (const decision of [own, boss, other, nobody]) expect(decision).toMatchObject({ ok: false, reason: 'skipped' });
          return;
        }
        expect(own.ok).toBe(true);
        expect(other).toEqual({ ok: false, reason: 'forbidden', message: PRODUCTION_STEP_FORBIDDEN });
        expect(nobody).toMatchObject({ ok: false, reason: 'forbidden' });
        if (allowed === 'superadmin+division') expect(boss.ok).toBe(true);
        else expect(boss).toMatchObject({ ok: false, reason: 'forbidden' });
        // A superadmin of the order's own division may take every step.
        expect(decideStep(superadminOfDivision, order(from), to).ok).toBe(true);
      });
    }
  }

  it('answers the second of two presses of one step with a refusal (the order already moved on)', () => {
    const first = decideStep(ownDivision, order('diterbitkan'), 'diproduksi');
    expect(first.ok).toBe(true);
    expect(decideStep(ownDivision, order('diproduksi'), 'diproduksi')).toMatchObject({ ok: false, reason: 'skipped' });
    expect(decideStep(ownDivision, order('dibatalkan'), 'dibatalkan')).toMatchObject({ ok: false, reason: 'frozen' });
  });

  it('gives each viewer the buttons the server would accept', () => {
    expect(advanceFor(ownDivision, order('approved'))?.to).toBe('diterbitkan');
    expect(advanceFor(superadmin, order('approved'))?.label).toBe('Terbitkan');
    expect(advanceFor(superadmin, order('diterbitkan'))).toBeNull();
    expect(advanceFor(ownDivision, order('dipacking'))?.to).toBe('selesai');
    expect(advanceFor(otherDivision, order('diterbitkan'))).toBeNull();
    expect(advanceFor(ownDivision, order('selesai'))).toBeNull();
    expect(cancelFor(ownDivision, order('diproduksi'))?.to).toBe('dibatalkan');
    expect(cancelFor(superadmin, order('dipacking'))?.to).toBe('dibatalkan');
    // The cancel button is hidden once selesai or dibatalkan.
    expect(cancelFor(ownDivision, order('selesai'))).toBeNull();
    expect(cancelFor(ownDivision, order('dibatalkan'))).toBeNull();
    expect(cancelFor(otherDivision, order('approved'))).toBeNull();
  });

  it('lets the superadmin edit until frozen and delete anything but a finished order', () => {
    for (const status of PRODUCTION_STATUSES) {
      expect(mayEditOrder(superadmin, { status }), status).toBe(!isFrozen(status));
      expect(mayEditOrder(ownDivision, { status })).toBe(false);
      expect(mayDeleteOrder(superadmin, { status }), status).toBe(status !== 'selesai');
      expect(mayDeleteOrder(ownDivision, { status })).toBe(false);
    }
  });

  it('lets the order’s division write logs until frozen, and only the author with role user change them', () => {
    for (const status of PRODUCTION_STATUSES) {
      expect(mayAddLog(ownDivision, order(status)), status).toBe(!isFrozen(status));
      expect(mayAddLog(otherDivision, order(status))).toBe(false);
      expect(mayAddLog(superadmin, order(status))).toBe(false);
    }
    const author = { id: 'u1', role: 'user' };
    const log = { authorId: 'u1' };
    expect(mayChangeLog(author, order('diproduksi'), log)).toBe(true);
    expect(mayChangeLog(author, order('selesai'), log)).toBe(false);
    expect(mayChangeLog(author, order('dibatalkan'), log)).toBe(false);
    expect(mayChangeLog({ id: 'u2', role: 'user' }, order('diproduksi'), log)).toBe(false);
    expect(mayChangeLog({ id: 'u1', role: 'admin' }, order('diproduksi'), log)).toBe(false);
    expect(mayChangeLog({ id: 'u3', role: 'superadmin' }, order('diproduksi'), log)).toBe(false);
  });

  it('marks an order overdue only past its deadline while it still runs', () => {
    expect(isOverdue({ status: 'diproduksi', tanggalselesai: '2026-11-20' }, '2026-11-26')).toBe(true);
    expect(isOverdue({ status: 'diproduksi', tanggalselesai: '2026-11-26' }, '2026-11-26')).toBe(false);
    expect(isOverdue({ status: 'selesai', tanggalselesai: '2026-11-20' }, '2026-11-26')).toBe(false);
    expect(isOverdue({ status: 'approved', tanggalselesai: null }, '2026-11-26')).toBe(false);
  });
});

describe('production contract', () => {
  it('reads the deadline as the seed sends it, a zero date as none, and refuses impossible ones', () => {
    const parse = (value: unknown) => productionDeadline.safeParse(value);
    expect(parse('2026-12-20T00:00:00Z')).toMatchObject({ success: true, data: '2026-12-20' });
    expect(parse('2026-12-20')).toMatchObject({ success: true, data: '2026-12-20' });
    expect(parse('2026-12-20T23:59:59+07:00')).toMatchObject({ success: true, data: '2026-12-20' });
    for (const none of ['', '  ', null, undefined, '0001-01-01T00:00:00Z', '0000-00-00']) expect(parse(none).success && parse(none).data, String(none)).toBeFalsy();
    for (const bad of ['2026-02-30', '1899-12-31', '20-12-2026', 'besok', '2026-13-01T00:00:00Z']) expect(parse(bad).success, bad).toBe(false);
  });
});

describe('undoing a step', () => {
  const at = new Date('2026-11-25T02:00:00Z');
  const step = { from: 'diterbitkan' as const, to: 'diproduksi' as const, byId: 'u1', at };
  const later = (ms: number) => new Date(at.getTime() + ms);

  it('goes back to where the step came from for its taker within 5 minutes', () => {
    expect(decideUndo(step, { status: 'diproduksi' }, 'u1', later(299_999), false)).toEqual({ ok: true, to: 'diterbitkan' });
    expect(decideUndo({ ...step, from: 'dipacking', to: 'dibatalkan' }, { status: 'dibatalkan' }, 'u1', later(1000), false)).toEqual({ ok: true, to: 'dipacking' });
  });

  it('refuses another person, a late undo, moved stock, selesai, and a step that is no longer the last', () => {
    const refused = (result: ReturnType<typeof decideUndo>) => (result.ok ? 'ok' : result.message);
    expect(refused(decideUndo(step, { status: 'diproduksi' }, 'u2', later(1000), false))).toBe('Hanya yang mengambil langkah ini yang dapat membatalkannya');
    expect(refused(decideUndo(step, { status: 'diproduksi' }, 'u1', later(300_000), false))).toBe('Langkah hanya bisa dibatalkan dalam 5 menit setelah diambil');
    expect(refused(decideUndo(step, { status: 'diproduksi' }, 'u1', later(1000), true))).toContain('Stok sudah berpindah');
    expect(refused(decideUndo({ ...step, from: 'dipacking', to: 'selesai' }, { status: 'selesai' }, 'u1', later(1000), false))).toContain('Stok sudah berpindah');
    expect(refused(decideUndo(step, { status: 'dipacking' }, 'u1', later(1000), false))).toBe('Tidak ada langkah yang bisa dibatalkan');
    expect(refused(decideUndo(null, { status: 'diproduksi' }, 'u1', later(1000), false))).toBe('Tidak ada langkah yang bisa dibatalkan');
  });
});
