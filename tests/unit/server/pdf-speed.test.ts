import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  reportDocument,
  perProductReportDocument,
  productRecapDocument,
  purchaseReportDocument,
  type PdfDocument,
  type PdfTable,
  type PerProductRow,
  type PurchaseReportRow,
} from '../../../common/print';
import { compactPages, joinInlines, setPageCompaction, type LaidOutInline, type LaidOutPage } from '../../../server/print/compact';
import { columnWidths, contentWidth, loadFontkit, markOneLineCells, MAX_PAIR_GAIN_EM, TextWidths } from '../../../server/print/fit';
import { renderPdf, robotoFiles, type RenderProgress } from '../../../server/print/pdf';
import { dropPrelaid, prelayTables } from '../../../server/print/prelaid';
import { PrintProgressBoard } from '../../../server/print/progress';
import { installNumberShaping, NUMBER_CHARACTERS, plainCharacters, setNumberShaping } from '../../../server/print/shaping';
import { readPdf } from '../../support/pdf';

/**
 * The speed-ups of server/print (compact.ts, fit.ts, shaping.ts) change how pdfmake gets to a
 * page, never the page: each document here is rendered once the plain way (pdfmake and fontkit
 * untouched) and once the fast way, and the two must read the same and, where poppler's
 * pdftoppm is installed, rasterise to the same pixels.
 */
const RENDER_TIMEOUT = 120_000;

const COMPANY = { name: 'PT Contoh Bangun Jaya', address: 'Jl. Raya Industri No. 12, Cikarang, Bekasi 17530', phone: '021-8990 1234' };
const META = { from: '2026-11-01', until: '2026-11-30', printedBy: 'Budi Santoso', printedAt: new Date('2026-11-30T03:04:05Z'), total: 987_654_321, company: COMPANY };

const NAMES = [
  'Semen Gresik 50 kg',
  'Pipa PVC Rucika AW 4 inch panjang 4 meter standar SNI tebal',
  'Besi beton ulir 12 mm SNI',
  'Cat tembok Dulux Weathershield 20 liter putih',
  'Kabel NYA 1×2,5 mm² Eterna (merah)',
  'Baut M12–1,25 “galvanis”',
  'Lem pipa\tRucika',
  'Selang air\n2 baris',
  'Kawat las RB-26 Ø 3,2 mm',
  'AVATAR Tee fi fl ffi WAVE 1/2" (ToYo)',
];
const SUPPLIERS = ['PT Sumber Makmur Abadi', 'CV Baja Ringan Nusantara Jaya Perkasa Sentosa', 'PT Surya Energi', 'Toko Bangunan Sinar', 'UD. Karya—Mandiri'];

function perProductRows(count: number): PerProductRow[] {
  return Array.from({ length: count }, (_, i) => {
    const qty = 1 + ((i * 37) % 900);
    const harga = 2_500 + ((i * 7_919) % 2_000_000);
    return {
      tanggal_transaksi: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}`,
      no_transaksi: i % 11 === 0 ? `PO-SOLAR-CELL-2026-11-${i}-REVISI-KEDUA` : `PO-U-${1_700_000_000 + Math.floor(i / 4)}`,
      product: { code: i % 13 === 0 ? '' : `KD-${String(i % 997).padStart(4, '0')}`, name: `${NAMES[i % NAMES.length] ?? ''} ${i}` },
      supplier: { nama_perusahaan: SUPPLIERS[i % SUPPLIERS.length] ?? '' },
      qty,
      satuan: i % 3 === 0 ? 'batang' : i % 5 === 0 ? 'meter persegi' : 'sak',
      harga,
      total_harga: qty * harga,
    };
  });
}

function purchaseRows(count: number): PurchaseReportRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `id-${i}`,
    tglTrx: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}`,
    noTrx: `PO-${1_700_000_000 + i}`,
    jenisPO: (['Umum', 'Pipa', 'Termo', 'Solar Cell'] as const)[i % 4] ?? 'Umum',
    namaPerusahaan: SUPPLIERS[i % SUPPLIERS.length] ?? '',
    status: i % 3 === 0 ? 'lunas' : 'belum lunas',
    total: 10_000 + i * 12_345,
  }));
}

const hasPdftoppm = spawnSync('pdftoppm', ['-v']).error === undefined;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-speed-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Every page as 8-bit grey pixels (pdftoppm, 110 dpi). */
function pixels(pdf: Buffer, name: string): Buffer[] {
  const file = path.join(scratch, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-r', '110', '-gray', file, path.join(scratch, name)]);
  return fs
    .readdirSync(scratch)
    .filter((entry) => entry.startsWith(`${name}-`) && entry.endsWith('.pgm'))
    .sort()
    .map((entry) => fs.readFileSync(path.join(scratch, entry)));
}

async function renderBothWays(build: () => PdfDocument): Promise<{ plain: Buffer; fast: Buffer }> {
  setPageCompaction(false);
  setNumberShaping(false);
  try {
    const plain = await renderPdf(build(), { plain: true });
    setPageCompaction(true);
    setNumberShaping(true);
    // As the server renders a report: with its progress followed.
    const fast = await renderPdf(build(), { onProgress: () => undefined });
    return { plain, fast };
  } finally {
    setPageCompaction(true);
    setNumberShaping(true);
  }
}

async function expectSamePages(build: () => PdfDocument, name: string): Promise<void> {
  const { plain, fast } = await renderBothWays(build);
  const [a, b] = await Promise.all([readPdf(plain), readPdf(fast)]);
  expect(b.pages.length).toBe(a.pages.length);
  for (const [index, page] of a.pages.entries()) expect(b.pages[index]?.text, `page ${index + 1}`).toBe(page.text);
  // The fast file is smaller: fewer text objects and line segments.
  expect(fast.length).toBeLessThanOrEqual(plain.length);
  if (hasPdftoppm) {
    const [before, after] = [pixels(plain, `${name}-plain`), pixels(fast, `${name}-fast`)];
    expect(after.length).toBe(before.length);
    for (const [index, page] of before.entries()) expect(after[index]?.equals(page), `${name}: pixels of page ${index + 1}`).toBe(true);
  }
}

describe('the fast path prints the same pages', () => {
  it('Laporan Pembelian Per Produk: wrapping names, odd characters, a tab and a newline in a name', async () => {
    await expectSamePages(() => perProductReportDocument(perProductRows(260), META), 'perproduk');
  }, RENDER_TIMEOUT);

  it('Laporan Pembelian, row lines (past 500 rows) and boxed cells', async () => {
    await expectSamePages(() => purchaseReportDocument(purchaseRows(520), META), 'pembelian-rows');
    await expectSamePages(() => purchaseReportDocument(purchaseRows(40), META), 'pembelian-grid');
  }, RENDER_TIMEOUT);

  it('a table of auto widths (Rekap Produk): cells stay as they are, pages still compacted', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => ({ name: `Produk ${NAMES[i % NAMES.length]}`, code: `KD-${i}`, category: 'Pipa', variant: 'PVC', unit: 'batang', price: 1000 + i * 17, stock: i * 3, warehouse: 'Gudang Utama' }));
    await expectSamePages(() => productRecapDocument(rows, { filters: [], printedBy: 'budi', printedAt: META.printedAt, company: COMPANY }), 'rekap');
  }, RENDER_TIMEOUT);
});

describe('report rows laid out beside pdfmake (prelaid.ts)', () => {
  const files = robotoFiles();
  const table = (doc: PdfDocument) => doc.content.filter((node): node is PdfTable => typeof node === 'object' && 'table' in node).at(-1) as PdfTable;

  it('takes the plain rows of a report table, leaves rows with a tab or a newline, and tables with auto widths, to pdfmake', () => {
    const doc = perProductReportDocument(perProductRows(100), META);
    const { summary, token } = prelayTables(doc, files);
    dropPrelaid(token);
    // Names 6 and 7 (of 10) hold a tab and a newline: those 20 rows stay pdfmake's cells.
    expect(summary).toEqual({ tables: 1, rows: 80 });
    const body = table(doc).table.body;
    const placeholder = body[1]?.[0] as unknown as Record<string, unknown>;
    expect(placeholder['text']).toBe('');
    expect(placeholder['colSpan']).toBe(9);
    expect(typeof placeholder['lineHeight']).toBe('number');
    expect((body[7]?.[4]?.text as string).includes('\t')).toBe(true);
    const recap = productRecapDocument([{ name: 'Pipa', code: 'KD-1', category: 'Pipa', variant: 'PVC', unit: 'batang', price: 1000, stock: 3, warehouse: 'Gudang' }], { filters: [], printedBy: 'budi', printedAt: META.printedAt });
    expect(prelayTables(recap, files).summary).toEqual({ tables: 0, rows: 0 });
  });

  it("leaves a table whose '*' column holds a word wider than its share to pdfmake", () => {
    const rows = perProductRows(20);
    const wide = { ...rows[0], product: { code: 'KD-1', name: 'X'.repeat(200) } } as PerProductRow;
    const doc = perProductReportDocument([wide, ...rows], META);
    expect(prelayTables(doc, files).summary).toEqual({ tables: 0, rows: 0 });
  });

  it('boxed cells, centred and right-aligned texts, over-long words split, emphasis rows between laid-out rows: the same pages', async () => {
    const build = () =>
      reportDocument({
        title: 'Rekap Gaji',
        subtitle: ['Periode November 2026'],
        company: COMPANY,
        columns: [
          { header: 'No', width: 22, align: 'right', noWrap: true },
          { header: 'Kode', width: 60 },
          { header: 'Nama', width: '*' },
          { header: 'Divisi', width: 70, align: 'center' },
          { header: 'Jumlah', width: 80, align: 'right' },
        ],
        rows: Array.from({ length: 140 }, (_, i) =>
          i % 25 === 0
            ? ['', '', `Divisi ${i / 25 + 1}`, '', '']
            : [
                `${i}`,
                i % 7 === 0 ? `KODEPANJANGSEKALI${i}XYZ` : `K-${i}`,
                `${NAMES[i % 4] ?? ''} ${SUPPLIERS[i % SUPPLIERS.length] ?? ''}`,
                i % 3 === 0 ? 'Produksi dan Gudang' : 'Kantor',
                `Rp ${(i * 123_457).toLocaleString('id-ID')}`,
              ],
        ),
        emphasisRows: [0, 25, 50, 75, 100, 125],
        totalRow: ['', '', 'Total', '', 'Rp 1.234.567'],
        printedBy: 'Budi',
        printedAt: META.printedAt,
      });
    const doc = build();
    const { summary, token } = prelayTables(doc, files);
    dropPrelaid(token);
    expect(summary).toEqual({ tables: 1, rows: 134 });
    // Lines between the columns: one empty placeholder cell per column, no span.
    expect((table(doc).table.body[2]?.[0] as unknown as Record<string, unknown>)['colSpan']).toBeUndefined();
    await expectSamePages(build, 'prelaid-grid');
  }, RENDER_TIMEOUT);

  it('a report rendered again (its words shaped already on this thread) gives the same pages', async () => {
    const build = () => perProductReportDocument(perProductRows(120), META);
    const first = await renderPdf(build());
    const second = await renderPdf(build());
    const [a, b] = await Promise.all([readPdf(first), readPdf(second)]);
    expect(b.pages.map((page) => page.text)).toEqual(a.pages.map((page) => page.text));
    if (hasPdftoppm) {
      const [before, after] = [pixels(first, 'again-1'), pixels(second, 'again-2')];
      expect(after.length).toBe(before.length);
      for (const [index, page] of before.entries()) expect(after[index]?.equals(page), `page ${index + 1}`).toBe(true);
    }
  }, RENDER_TIMEOUT);
});

describe('compactPages', () => {
  const font = { id: 'F1' };
  const inline = (text: string, x: number, width: number, extra: Partial<LaidOutInline> = {}): LaidOutInline => ({ text, x, width, font, fontSize: 8.5, color: 'black', opacity: 1, ...extra });

  it('joins words after a space in one style, and nothing else', () => {
    const joined = joinInlines([inline('Besi ', 0, 20), inline('beton ', 20, 25), inline('ulir', 45, 15), inline('-x', 60, 8)]);
    expect(joined.map((i) => [i.text, i.x, i.width])).toEqual([
      ['Besi beton ulir', 0, 60],
      // No space before it: pdfkit would kern across, so it stays apart.
      ['-x', 60, 8],
    ]);
    expect(joinInlines([inline('A ', 0, 10), inline('B', 10, 5, { fontSize: 9 })])).toHaveLength(2);
    expect(joinInlines([inline('A ', 0, 10), inline('B', 10, 5, { color: 'red' })])).toHaveLength(2);
    expect(joinInlines([inline('A ', 0, 10), inline('B', 12, 5)])).toHaveLength(2);
    expect(joinInlines([inline('A ', 0, 10, { link: 'https://x' }), inline('B', 10, 5)])).toHaveLength(2);
    expect(joinInlines([inline('A ', 0, 10), inline('B', 10, 5, { decoration: 'underline' })])).toHaveLength(2);
  });

  it('joins a table line drawn cell by cell, and a border drawn row by row', () => {
    const line = (x1: number, y1: number, x2: number, y2: number, extra: Record<string, unknown> = {}) => ({ type: 'vector', item: { type: 'line', x1, y1, x2, y2, lineWidth: 0.5, lineColor: '#8a8f99', ...extra } });
    const text = { type: 'line', item: { inlines: [inline('x', 0, 5)] } };
    const page: LaidOutPage = {
      items: [line(0, 10, 50, 10), line(50, 10, 80, 10), line(80, 10, 90, 10, { dash: { length: 2 } }), text, line(0, 9.75, 0, 30), text, line(0, 29.75, 0, 50), line(5, 0, 5, 20, { lineColor: 'red' })],
    };
    compactPages([page]);
    const vectors = page.items.filter((item) => item.type === 'vector').map((item) => item.item as Record<string, unknown>);
    expect(vectors).toEqual([
      expect.objectContaining({ x1: 0, x2: 80, y1: 10, y2: 10 }),
      expect.objectContaining({ x1: 80, x2: 90, dash: { length: 2 } }),
      expect.objectContaining({ x1: 0, x2: 0, y1: 9.75, y2: 50 }),
      expect.objectContaining({ x1: 5, lineColor: 'red' }),
    ]);
    // The joined border is drawn where its last piece was: after both texts.
    expect(page.items.map((item) => item.type)).toEqual(['vector', 'vector', 'line', 'line', 'vector', 'vector']);
  });
});

describe('one-line cells (fit.ts)', () => {
  const widths = new TextWidths(robotoFiles());

  it('bounds every pair of ASCII characters in all four Roboto faces', () => {
    const fontkit = loadFontkit();
    expect(fontkit).not.toBeNull();
    const chars = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i));
    for (const file of Object.values(robotoFiles())) {
      const font = fontkit?.openSync(file) as unknown as { unitsPerEm: number; layout(text: string): { advanceWidth: number } };
      const single = new Map(chars.map((c) => [c, font.layout(c).advanceWidth]));
      let gain = 0;
      for (const a of chars) for (const b of chars) gain = Math.max(gain, font.layout(a + b).advanceWidth - (single.get(a) ?? 0) - (single.get(b) ?? 0));
      expect(gain / font.unitsPerEm, file).toBeLessThanOrEqual(MAX_PAIR_GAIN_EM);
      // Ligatures set no wider than their letters and the pair allowance either.
      for (const word of ['ffi', 'ffl', 'fff', 'Tfi', 'AVAV', 'WAVE', 'LT’']) {
        const letters = [...word].reduce((sum, c) => sum + font.layout(c).advanceWidth, 0);
        expect(font.layout(word).advanceWidth).toBeLessThanOrEqual(letters + (word.length - 1) * MAX_PAIR_GAIN_EM * font.unitsPerEm);
      }
    }
  }, RENDER_TIMEOUT);

  it('computes the star column as pdfmake shares it out', () => {
    const doc = perProductReportDocument(perProductRows(3), META);
    const table = doc.content.findLast((node): node is PdfTable => typeof node === 'object' && 'table' in node);
    // pdfmake lays 'Nama Produk' out 141.93 pt wide with its 4 pt paddings (read from its pages).
    expect(table && columnWidths(table, contentWidth(doc))?.[4]).toBeCloseTo(133.93, 1);
  });

  it('marks short plain texts, and leaves long ones, line breaks, tabs, other characters and spans to wrap', () => {
    const cell = (text: string) => ({ text });
    const body = [[cell('Semen Gresik 50 kg'), cell('x'.repeat(80)), cell('Lem\tpipa'), cell('Selang\nair'), cell('Kabel 2,5 mm²'), { text: 'Dua kolom', colSpan: 2 }, cell('')]];
    const doc: PdfDocument = {
      pageSize: 'A4',
      pageOrientation: 'portrait',
      pageMargins: 40,
      content: [{ table: { widths: [100, 100, 100, 100, 100, 100, 100], body }, fontSize: 8 }],
    };
    expect(markOneLineCells(doc, widths)).toEqual({ tables: 1, cells: 7, oneLine: 1 });
    expect(body[0]?.map((c) => ('noWrap' in c ? c.noWrap : undefined))).toEqual([true, undefined, undefined, undefined, undefined, undefined, undefined]);
    // 'auto' columns depend on their cells: such a table is not touched.
    const auto: PdfDocument = { ...doc, content: [{ table: { widths: ['auto'], body: [[cell('pendek')]] } }] };
    expect(markOneLineCells(auto, widths).oneLine).toBe(0);
  });
});

describe('figures without the shaping engine (shaping.ts)', () => {
  it('sets every triple and random runs of figure characters exactly as fontkit does, in all four faces', () => {
    expect(installNumberShaping(robotoFiles().normal)).toBe(true);
    const fontkit = loadFontkit();
    type Run = { glyphs: { id: number }[]; positions: { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }[] };
    for (const file of Object.values(robotoFiles())) {
      const font = fontkit?.openSync(file) as unknown as { layout(text: string): Run; glyphForCodePoint(code: number): { id: number; advanceWidth: number } };
      const layout = (text: string, fast: boolean) => {
        setNumberShaping(fast);
        try {
          const run = font.layout(text);
          return { ids: run.glyphs.map((g) => g.id), positions: run.positions.map((p) => [p.xAdvance, p.yAdvance, p.xOffset, p.yOffset]) };
        } finally {
          setNumberShaping(true);
        }
      };
      setNumberShaping(false);
      const plain = plainCharacters(font as never, font.layout as never);
      setNumberShaping(true);
      for (const figure of '0123456789.,') expect(plain.has(figure.charCodeAt(0)), `${file}: '${figure}'`).toBe(true);
      const chars = [...NUMBER_CHARACTERS].filter((c) => plain.has(c.charCodeAt(0)));
      for (const a of chars) for (const b of chars) for (const c of chars) expect(layout(a + b + c, true)).toEqual(layout(a + b + c, false));
      let seed = 7;
      const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
      for (let n = 0; n < 300; n += 1) {
        const text = Array.from({ length: 4 + Math.floor(random() * 12) }, () => chars[Math.floor(random() * chars.length)]).join('');
        expect(layout(text, true)).toEqual(layout(text, false));
      }
      // Letters still go through the engine (kerning, ligatures).
      expect(layout('AVATAR fi 10', true)).toEqual(layout('AVATAR fi 10', false));
    }
  }, RENDER_TIMEOUT);
});

describe('progress of a render', () => {
  it('reports measuring, laying out and writing in that order, the percentage only going up', async () => {
    const seen: RenderProgress[] = [];
    const pdf = await renderPdf(perProductReportDocument(perProductRows(400), META), { onProgress: (progress) => seen.push(progress) });
    expect((await readPdf(pdf)).pages.length).toBeGreaterThan(10);
    const stages = seen.map((p) => p.stage).filter((stage, index, all) => all[index - 1] !== stage);
    expect(stages).toEqual(['measure', 'layout', 'render']);
    const percents = seen.map((p) => p.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(new Set(percents).size).toBe(percents.length);
    expect(percents.length).toBeGreaterThan(30);
    expect(percents.at(-1)).toBeGreaterThanOrEqual(98);
  }, RENDER_TIMEOUT);
});

describe('PrintProgressBoard', () => {
  it('follows a job for its owner only, keeps it a minute once finished, and ignores jobs without a valid id', () => {
    let now = 1_000_000;
    const board = new PrintProgressBoard(() => now);
    const tracker = board.track('user-1', 'job-abcdefgh');
    expect(board.status('user-1', 'job-abcdefgh')).toEqual({ stage: 'query', percent: 0, rows: null, elapsed_ms: 0 });
    now += 150;
    tracker.rows(5000, 0);
    expect(board.status('user-1', 'job-abcdefgh')).toMatchObject({ stage: 'starting', percent: 3, rows: 5000, elapsed_ms: 150 });
    tracker.render({ stage: 'layout', percent: 50 });
    expect(board.status('user-1', 'job-abcdefgh')).toMatchObject({ stage: 'layout', percent: 51 });
    // Never backwards.
    tracker.render({ stage: 'layout', percent: 20 });
    expect(board.status('user-1', 'job-abcdefgh')?.percent).toBe(51);
    expect(board.status('user-2', 'job-abcdefgh')).toBeNull();
    tracker.sending();
    tracker.done();
    now += 1_000;
    expect(board.status('user-1', 'job-abcdefgh')).toMatchObject({ stage: 'done', percent: 100, elapsed_ms: 150 });
    now += 61_000;
    expect(board.status('user-1', 'job-abcdefgh')).toBeNull();

    const waiting = board.track('user-1', 'job-waiting-1');
    waiting.rows(10, 2);
    expect(board.status('user-1', 'job-waiting-1')?.stage).toBe('queued');
    waiting.failed();
    waiting.done();
    expect(board.status('user-1', 'job-waiting-1')?.stage).toBe('failed');

    board.track('user-1', 'x').rows(1, 0);
    board.track('user-1', undefined).rows(1, 0);
    expect(board.status('user-1', 'x')).toBeNull();
  });
});
