import { describe, expect, it } from 'vitest';
import { goodsOutDocument, opnameDocument } from '../../../common/print/stock-documents';
import { amountProblem, fromCompanyInput, parseAmount, showDocumentDate, toCompanyInput } from '../../../renderer/src/warehouse/documents/logic';
import { emptyRow, isDirty, type DraftRow } from '../../../renderer/src/warehouse/documents/RowEditor';
import { goodsOutRowProblem, refuseEmptyProduct } from '../../../renderer/src/warehouse/goods-out/logic';
import { movedLines, opnameRowProblem, signed } from '../../../renderer/src/warehouse/opname/logic';

/** The stock documents' row checks (seed 001 section 5) and their printouts' shape. */

const row = (patch: Partial<DraftRow>): DraftRow => ({ ...emptyRow(), product: { id: 'p', name: 'Semen', code: 'S', unit: 'Zak' }, warehouseId: 'w', amount: '2', ...patch });

describe('goods-out row checks', () => {
  it("blank product, warehouse, amount or stock system → 'Lengkapi dulu data anda'", () => {
    expect(goodsOutRowProblem(row({ product: null }), 5)).toBe('Lengkapi dulu data anda');
    expect(goodsOutRowProblem(row({ warehouseId: '' }), 5)).toBe('Lengkapi dulu data anda');
    expect(goodsOutRowProblem(row({ amount: '' }), 5)).toBe('Lengkapi dulu data anda');
    expect(goodsOutRowProblem(row({ amount: '0' }), 5)).toBe('Lengkapi dulu data anda');
    expect(goodsOutRowProblem(row({}), undefined)).toBe('Lengkapi dulu data anda');
  });

  it("nothing in the warehouse → 'Stok barang sudah habis'; more than there is → 'Stok digudang tidak mencukupi'; else saved", () => {
    expect(goodsOutRowProblem(row({}), 0)).toBe('Stok barang sudah habis');
    expect(goodsOutRowProblem(row({ amount: '6' }), 5)).toBe('Stok digudang tidak mencukupi');
    expect(goodsOutRowProblem(row({ amount: '5' }), 5)).toBeNull();
  });

  it("a product with no stock anywhere cannot be picked: 'Stock Barang Kosong !!'", () => {
    expect(refuseEmptyProduct({ id: 'p', name: 'x', code: '-', unit: 'Zak', stock: 0, warehouseId: 'w' })).toBe('Stock Barang Kosong !!');
    expect(refuseEmptyProduct({ id: 'p', name: 'x', code: '-', unit: 'Zak', stock: 1, warehouseId: 'w' })).toBeNull();
  });

  it('a row is dirty until saved, and again once changed', () => {
    const saved = row({ saved: { productId: 'p', warehouseId: 'w', amount: 2, note: '' } });
    expect(isDirty(row({}))).toBe(true);
    expect(isDirty(saved)).toBe(false);
    expect(isDirty({ ...saved, amount: '3' })).toBe(true);
    expect(isDirty({ ...saved, note: 'x' })).toBe(true);
  });
});

describe('opname row checks and figures', () => {
  it("a count of 0 is a count; blank is 'Lengkapi dulu data anda'", () => {
    expect(opnameRowProblem(row({ amount: '0' }), 5)).toBeNull();
    expect(opnameRowProblem(row({ amount: '' }), 5)).toBe('Lengkapi dulu data anda');
    expect(opnameRowProblem(row({ product: null }), 5)).toBe('Lengkapi dulu data anda');
  });

  it('moved lines are those whose balance now differs from the system stock at counting', () => {
    const line = (stock_data: number, stock_now: number | null) => ({
      id: String(stock_data),
      product: { id: 'p', name: 'x', code: '-', unit: 'Zak' },
      warehouse: { id: 'w', name: 'G' },
      stock_data,
      stock_real: 1,
      difference: 1 - stock_data,
      stock_now,
      balance_at_post: null,
      adjustment: null,
    });
    const header = { id: 'h', number: 'SO-2026-000001', created_date: '', created_by: '', created_by_name: '', status: 'active' as const, lines: 3, state: 'draft' as const, posted_at: null, posted_by_name: null };
    expect(movedLines({ header, data: [line(4, 4), line(5, 3), line(6, null)] }).map((l) => l.id)).toEqual(['5']);
    expect([signed(3), signed(-2), signed(0)]).toEqual(['+3', '-2', '0']);
  });
});

describe('amounts and dates typed in', () => {
  it('whole numbers only; a date and time on the company clock (WIB) round-trips, whatever the PC zone', () => {
    expect([parseAmount('12'), parseAmount(' 7 '), parseAmount(''), parseAmount('1.5'), parseAmount('-1')]).toEqual([12, 7, null, null, null]);
    // As Indonesians type them: '1.250' is 1250; '12,5' is not a whole amount and says so (issue 27 §1).
    expect([parseAmount('1.250'), parseAmount('12,5')]).toEqual([1250, null]);
    expect([amountProblem('12,5'), amountProblem('-5'), amountProblem('7')]).toEqual(['Tidak boleh ada desimal', 'Tidak boleh negatif', null]);
    const at = new Date('2026-11-20T02:15:30Z');
    expect(toCompanyInput(at)).toBe('2026-11-20T09:15:30');
    expect(fromCompanyInput('2026-11-20T09:15:30')?.getTime()).toBe(at.getTime());
    expect(fromCompanyInput('2026-11-20T09:15')?.getTime()).toBe(at.getTime() - 30_000);
    expect(showDocumentDate(at.toISOString())).toBe('20/11/2026 - 09:15:30');
    expect([fromCompanyInput('bukan'), fromCompanyInput('2026-02-30T10:00:00'), fromCompanyInput('2026-11-20T25:00:00')]).toEqual([null, null, null]);
  });
});

describe('printouts', () => {
  const meta = { printedBy: 'Budi', printedAt: new Date('2026-11-20T02:00:00Z') };
  it("'Laporan Barang Keluar': A4 portrait, the number in the details, a total row", () => {
    const doc = goodsOutDocument({ number: 'BK-2026-000001', createdDate: '2026-11-20T02:15:30.000Z', createdBy: 'Budi' }, [{ product: 'Semen', code: 'S', unit: 'Zak', warehouse: 'G', qty: 8, ket: '' }], meta);
    expect(doc.pageSize).toBe('A4');
    expect(doc.pageOrientation).toBe('portrait');
    expect(JSON.stringify(doc.content)).toContain('BK-2026-000001');
    expect(JSON.stringify(doc.content)).toContain('20/11/2026 - 09:15:30');
  });

  it("'Laporan Stock Opname': landscape once posted with balance at post and adjustment columns", () => {
    const line = { product: 'Pipa', code: 'P', unit: 'Btg', warehouse: 'G', system: 40, counted: 38, balanceAtPost: 35, adjustment: 3 };
    const posted = opnameDocument({ number: 'SO-2026-000001', createdDate: '2026-11-20T00:00:00Z', createdBy: 'Budi', postedAt: '2026-11-21T00:00:00Z', postedBy: 'Budi' }, [line], meta);
    expect(posted.pageOrientation).toBe('landscape');
    expect(JSON.stringify(posted.content)).toContain('Saldo Saat Posting');
    const draft = opnameDocument({ number: 'SO-2026-000002', createdDate: '2026-11-20T00:00:00Z', createdBy: 'Budi', postedAt: null, postedBy: null }, [{ ...line, balanceAtPost: null, adjustment: null }], meta);
    expect(draft.pageOrientation).toBe('portrait');
    expect(JSON.stringify(draft.content)).not.toContain('Saldo Saat Posting');
  });
});
