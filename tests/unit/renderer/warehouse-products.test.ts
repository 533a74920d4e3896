import { describe, expect, it } from 'vitest';
import { COMPOSITION_INCOMPLETE, NUMBER_FILTER_MESSAGE, PRODUCT_INCOMPLETE, type ProductRow, type QrCodeRow } from '../../../common/contract/warehouse';
import {
  chosenCodes,
  compositionDrafts,
  compositionPayload,
  emptyCompositionRow,
  emptyFilters,
  emptyProductForm,
  filterHints,
  filtersQuery,
  firstErrorField,
  initialProductSort,
  printLabelBatch,
  isValidFilter,
  lastQrPage,
  PRODUCT_COLUMNS,
  productCell,
  productQrText,
  qrLabelFilename,
  qrLabelPath,
  qrPageRows,
  recapFilename,
  removeCompositionRow,
  rowToProductForm,
  selectAllState,
  serverProductErrors,
  settleFilter,
  sortParamOf,
  toggleAllCodes,
  toggleCode,
  validateProductForm,
  type CompositionDraft,
  type LabelAttempt,
} from '../../../renderer/src/warehouse/products/logic';

/** The Produk screen's rules (renderer/src/warehouse/products/logic.ts). */

const ID = {
  product: '0b7c1d5e-8f0a-4c3e-9a1b-2c3d4e5f6a70',
  other: '1b7c1d5e-8f0a-4c3e-9a1b-2c3d4e5f6a71',
  third: '2b7c1d5e-8f0a-4c3e-9a1b-2c3d4e5f6a72',
  category: '3b7c1d5e-8f0a-4c3e-9a1b-2c3d4e5f6a73',
  variant: '4b7c1d5e-8f0a-4c3e-9a1b-2c3d4e5f6a74',
  unit: '5b7c1d5e-8f0a-4c3e-9a1b-2c3d4e5f6a75',
  division: '6b7c1d5e-8f0a-4c3e-9a1b-2c3d4e5f6a76',
  warehouse: '7b7c1d5e-8f0a-4c3e-9a1b-2c3d4e5f6a77',
};

const ROW: ProductRow = {
  id: ID.product,
  ids: 1_763_700_000,
  code: 'BRG-001',
  name: 'Semen Tiga Roda 50 kg',
  price: 1_234_567,
  stock: 1250,
  category: { id: ID.category, name: 'Bahan Bangunan' },
  variant: { id: ID.variant, name: 'Semen' },
  unit: { id: ID.unit, name: 'Zak' },
  division: 'Gudang',
  division_id: ID.division,
  warehouse: 'Gudang Pusat',
  warehouse_id: ID.warehouse,
  photo: null,
  status: 'active',
};

const filled = () => ({ ...emptyProductForm(), name: 'Pipa PVC 3"', price: '45000', stock: '12', category: ID.category, variant: ID.variant, unit: ID.unit, division: ID.division, warehouse: ID.warehouse });

describe('column filters', () => {
  it('takes any text in the text boxes, and a number or a comparison in price and stock', () => {
    expect(isValidFilter('namaproduk', '<<semen>>')).toBe(true);
    for (const ok of ['', '  ', '5', '<5', '<=5', '>100', '>=100', '=7', ' >= 100 ']) expect(isValidFilter('harga', ok)).toBe(true);
    for (const bad of ['abc', '5-10', '=>5', '<', '1.000', '12345678901234']) expect(isValidFilter('stok', bad)).toBe(false);
  });

  it('shows the hint under each number box that holds something it cannot send', () => {
    expect(filterHints({ ...emptyFilters(), harga: 'murah', stok: '<5', namaproduk: 'x' })).toEqual({ harga: NUMBER_FILTER_MESSAGE });
    expect(filterHints(emptyFilters())).toEqual({});
  });

  it('keeps sending the last valid value while a number box is invalid', () => {
    expect(settleFilter('harga', '>=100', '>=10x')).toBe('>=100');
    expect(settleFilter('harga', '>=100', '>= 200')).toBe('>=200');
    expect(settleFilter('stok', '<5', '')).toBe('');
    expect(settleFilter('gudang', 'pusat', '  timur ')).toBe('timur');
  });

  it('sends only the boxes that hold something, under the names product/pro reads', () => {
    expect(filtersQuery({ ...emptyFilters(), namaproduk: 'semen', harga: '>=1000', gudang: 'pusat' })).toEqual({ namaproduk: 'semen', harga: '>=1000', gudang: 'pusat' });
    expect(filtersQuery(emptyFilters())).toEqual({});
  });
});

describe('table', () => {
  it('sorts by name ascending first; its columns each have a sort key and a search box', () => {
    expect(sortParamOf(initialProductSort())).toBe('name|asc');
    expect(PRODUCT_COLUMNS.map((c) => [c.header, c.sortKey, c.filter])).toEqual([
      ['Nama Produk', 'name', 'namaproduk'],
      ['Kode/Merk', 'code', 'kode_merk'],
      ['Kategori', 'category', 'kategori'],
      ['Harga', 'price', 'harga'],
      ['Stok', 'stock', 'stok'],
      ['Gudang', 'warehouse', 'gudang'],
    ]);
  });

  it('shows price in rupiah and stock with its unit', () => {
    const cell = (key: string) => productCell(PRODUCT_COLUMNS.find((c) => c.key === key)!, ROW);
    expect(cell('price')).toBe('Rp 1.234.567');
    expect(cell('stock')).toBe('1.250 Zak');
    expect(cell('category')).toBe('Bahan Bangunan');
    expect(cell('warehouse')).toBe('Gudang Pusat');
    expect(cell('code')).toBe('BRG-001');
  });
});

describe('form', () => {
  it('loads a row with the pickers by id, price and stock as typed (grouped), and a code of "-" as an empty box', () => {
    expect(rowToProductForm(ROW)).toEqual({
      name: ROW.name,
      price: '1.234.567',
      stock: '1.250',
      code: 'BRG-001',
      category: ID.category,
      variant: ID.variant,
      unit: ID.unit,
      division: ID.division,
      warehouse: ID.warehouse,
    });
    expect(rowToProductForm({ ...ROW, code: '-' }).code).toBe('');
  });

  it('builds the body with integer rupiah and stock, a blank code as "-", status active', () => {
    const checked = validateProductForm(filled());
    expect(checked).toEqual({
      ok: true,
      body: { name: 'Pipa PVC 3"', code: '-', price: 45000, stock: 12, category: ID.category, variant: ID.variant, unit: ID.unit, division: ID.division, warehouse: ID.warehouse, status: 'active' },
    });
  });

  it("alerts 'Lengkapi Data Produk' when a picker is empty, and marks it", () => {
    const checked = validateProductForm({ ...filled(), division: '' });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.alert).toBe(PRODUCT_INCOMPLETE);
    expect(Object.keys(checked.errors)).toEqual(['division']);
  });

  it('marks missing name, price and stock without the alert, in form order', () => {
    const checked = validateProductForm({ ...filled(), name: ' ', price: '', stock: '' });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.alert).toBeNull();
    expect(checked.errors).toEqual({ name: 'Nama produk wajib diisi', price: 'Harga wajib diisi angka', stock: 'Stok wajib diisi angka' });
    expect(firstErrorField(checked.errors)).toBe('name');
  });

  it("puts the server's field errors under their fields (body paths too)", () => {
    expect(serverProductErrors({ 'body.code': 'Kode sudah dipakai', stock: 'Stok terkunci', other: 'x' })).toEqual({ code: 'Kode sudah dipakai', stock: 'Stok terkunci' });
  });

  it('reads price and stock as Indonesians type them; a decimal, a minus or a letter is said at the field, never cut', () => {
    const checked = validateProductForm({ ...filled(), price: '1.250.000', stock: '1.250' });
    expect(checked.ok && checked.body).toMatchObject({ price: 1_250_000, stock: 1250 });
    const wrong = validateProductForm({ ...filled(), price: '1250000abc', stock: '12,5' });
    expect(wrong).toMatchObject({ ok: false, errors: { price: 'Hanya angka', stock: 'Tidak boleh ada desimal' } });
    expect(validateProductForm({ ...filled(), stock: '-5' })).toMatchObject({ ok: false, errors: { stock: 'Tidak boleh negatif' } });
  });
});

describe('composition', () => {
  const pick = (id: string, qty: string): CompositionDraft => ({ product: { id, name: id, code: '-' }, qty });

  it('starts from the saved rows, or one empty row', () => {
    expect(compositionDrafts([])).toEqual([emptyCompositionRow()]);
    expect(compositionDrafts([{ produk: { id: ID.other, name: 'Pasir', code: 'PSR' }, qty: 3 }])).toEqual([{ product: { id: ID.other, name: 'Pasir', code: 'PSR' }, qty: '3' }]);
  });

  it('leaves one empty row when the last one is removed', () => {
    expect(removeCompositionRow([pick(ID.other, '2')], 0)).toEqual([emptyCompositionRow()]);
    expect(removeCompositionRow([pick(ID.other, '2'), pick(ID.third, '1')], 0)).toEqual([pick(ID.third, '1')]);
  });

  it("needs the first row's product and qty: 'Lengkapi dulu data anda'", () => {
    expect(compositionPayload(ID.product, [emptyCompositionRow()])).toEqual({ ok: false, message: COMPOSITION_INCOMPLETE });
    expect(compositionPayload(ID.product, [pick(ID.other, '')])).toEqual({ ok: false, message: COMPOSITION_INCOMPLETE });
    expect(compositionPayload(ID.product, [{ product: null, qty: '4' }])).toEqual({ ok: false, message: COMPOSITION_INCOMPLETE });
    expect(compositionPayload(ID.product, [pick(ID.other, '0')])).toEqual({ ok: false, message: COMPOSITION_INCOMPLETE });
  });

  it('sends {id_product, Komposisi} with integer qty, dropping empty rows after the first', () => {
    expect(compositionPayload(ID.product, [pick(ID.other, '2'), emptyCompositionRow(), pick(ID.third, '15')])).toEqual({
      ok: true,
      body: { id_product: ID.product, Komposisi: [{ id_product: ID.other, qty: 2 }, { id_product: ID.third, qty: 15 }] },
    });
    // A half-filled later row is not silently dropped.
    expect(compositionPayload(ID.product, [pick(ID.other, '2'), { product: null, qty: '3' }])).toEqual({ ok: false, message: COMPOSITION_INCOMPLETE });
  });
});

describe('QR list', () => {
  const codes: QrCodeRow[] = [
    { code: 'Q1', print: 0 },
    { code: 'Q2', print: 1 },
    { code: 'Q3', print: 0 },
    { code: 'Q4', print: 0 },
    { code: 'Q5', print: 1 },
    { code: 'Q6', print: 0 },
    { code: 'Q7', print: 0 },
  ];

  it('selects all unprinted codes only, and clears them on a second click', () => {
    const all = toggleAllCodes(new Set(), codes);
    expect([...all]).toEqual(['Q1', 'Q3', 'Q4', 'Q6', 'Q7']);
    expect(selectAllState(all, codes)).toBe('all');
    expect(toggleAllCodes(all, codes).size).toBe(0);
    expect(selectAllState(new Set(['Q3']), codes)).toBe('some');
    expect(selectAllState(new Set(), codes)).toBe('none');
  });

  it('prints the chosen codes still unprinted, in list order', () => {
    const selected = toggleCode(toggleCode(toggleCode(new Set(), 'Q6'), 'Q1'), 'Q2');
    expect(chosenCodes(selected, codes)).toEqual(['Q1', 'Q6']);
    expect(chosenCodes(toggleCode(selected, 'Q6'), codes)).toEqual(['Q1']);
  });

  it('pages 5 at a time in the renderer', () => {
    expect(lastQrPage(codes.length)).toBe(2);
    expect(lastQrPage(0)).toBe(1);
    expect(qrPageRows(codes, 1).map((c) => c.code)).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'Q5']);
    expect(qrPageRows(codes, 2).map((c) => c.code)).toEqual(['Q6', 'Q7']);
  });

  it('asks the label PDF for the chosen codes, comma-joined', () => {
    expect(qrLabelPath(ID.product, ['A1', 'B 2'])).toBe(`/api/warehouse/product/qrlabel/${ID.product}?codes=A1,B%202`);
    expect(qrLabelFilename(ROW)).toBe('label-qr-BRG-001.pdf');
    expect(qrLabelFilename({ code: '-', ids: 1_763_700_000 })).toBe('label-qr-1763700000.pdf');
    expect(qrLabelFilename({ code: 'PIPA 3"/AW', ids: 1 })).toBe('label-qr-PIPA-3-AW.pdf');
  });

  it("draws the product's code in the detail, or its ids when it has none", () => {
    expect(productQrText(ROW)).toBe('BRG-001');
    expect(productQrText({ code: '-', ids: 42 })).toBe('42');
  });

  it("names the recap PDF by the company's day, whatever the PC's zone", () => {
    expect(recapFilename(new Date('2026-11-01T05:00:00Z'))).toBe('rekap-produk-2026-11-01.pdf');
    // 00:30 WIB on 2 November is still 1 November in UTC.
    expect(recapFilename(new Date('2026-11-01T17:30:00Z'))).toBe('rekap-produk-2026-11-02.pdf');
  });
});

describe('direct label printing, one label at a time', () => {
  /** A label printer that answers `answers` in turn, and a server whose flag calls are recorded. */
  function batch(answers: LabelAttempt[], markFails: string | null = null) {
    const printed: string[] = [];
    const marked: string[] = [];
    const progress: string[] = [];
    let call = 0;
    const steps = {
      print: async (code: string) => {
        const answer = answers[call] ?? { printed: true as const };
        call += 1;
        if (answer.printed) printed.push(code);
        return answer;
      },
      mark: async (code: string) => {
        if (markFails) return markFails;
        marked.push(code);
        return null;
      },
      onProgress: (current: number, total: number) => progress.push(`Mencetak ${current} dari ${total}`),
    };
    return { steps, printed, marked, progress };
  }

  it('prints and flags each label, reporting progress before each', async () => {
    const run = batch([]);
    expect(await printLabelBatch(['A', 'B', 'C'], run.steps)).toEqual({ kind: 'printed', printed: 3 });
    expect(run.marked).toEqual(['A', 'B', 'C']);
    expect(run.progress).toEqual(['Mencetak 1 dari 3', 'Mencetak 2 dari 3', 'Mencetak 3 dari 3']);
  });

  it('offers the PDF when the first label finds no printer, having flagged nothing', async () => {
    const run = batch([{ printed: false, offerPdf: true, reason: 'Belum ada printer label' }]);
    expect(await printLabelBatch(['A', 'B'], run.steps)).toEqual({ kind: 'offer-pdf' });
    expect(run.marked).toEqual([]);
  });

  it('stops at a failed label and says how many came out; only those are flagged', async () => {
    const run = batch([{ printed: true }, { printed: true }, { printed: false, offerPdf: false, reason: 'Kertas habis' }]);
    expect(await printLabelBatch(['A', 'B', 'C', 'D'], run.steps)).toEqual({ kind: 'stopped', printed: 2, reason: 'Kertas habis', markFailed: false });
    expect(run.marked).toEqual(['A', 'B']);
    expect(run.printed).toEqual(['A', 'B']);
  });

  it('stops when a printed label cannot be flagged', async () => {
    const run = batch([], 'Server tidak dapat dihubungi.');
    expect(await printLabelBatch(['A', 'B'], run.steps)).toEqual({ kind: 'stopped', printed: 1, reason: 'Server tidak dapat dihubungi.', markFailed: true });
    expect(run.printed).toEqual(['A']);
  });
});
