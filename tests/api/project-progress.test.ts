import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_IMAGE_MAX_BYTES, WAITING_ADMIN, WAITING_SATPAM, type ProjectDetail, type ProjectImagePair } from '../../common/contract/project';
import type { LeftoverRow } from '../../common/contract/warehouse-leftovers';
import { imagePixels } from '../../server/survey/progress';
import { pngSizeOf } from '../support/images';
import { readPdf } from '../support/pdf';
import { ProjectClient } from '../support/project';
import { ADMIN, login, startTestServer, type TestServer } from '../support/server';
import { callMultipart, gradientPng, storedFiles, type UploadFile } from '../support/uploads';
import { fetchBytes, type ErrorBody } from '../support/warehouse';

/**
 * A released project's progress, report and leftovers (issue 14 section 3; seed 001 'Progress
 * Pekerjaan', `proyek/upload_image|updatedokone|updatedok|generate|barangsisa`): photos in three
 * stages per survey location, in order, only after both confirmations; the A4 report with its
 * photos; leftovers back into a warehouse, never above what was released.
 */

let t: TestServer;
let p: ProjectClient;
let token: string;

beforeAll(async () => {
  t = await startTestServer();
  token = await login(t.url, ADMIN.email, ADMIN.password);
  p = new ProjectClient(t, token);
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await p.expectStockClean();
});

type Detail = { status: 'ok'; data: ProjectDetail } & Partial<ErrorBody>;

let shade = 0;
/** A real PNG, a different colour each time (so each upload is its own file). */
function photo(name = 'progress.png', width = 160, height = 120): UploadFile {
  shade = (shade + 37) % 200;
  return { data: gradientPng(width, height, [40 + shade, 120, 220 - shade]), name, type: 'image/png' };
}

async function upload(file: UploadFile = photo()) {
  return callMultipart<{ status: 'ok'; path: string; message: string } & Partial<ErrorBody>>(t.url, 'POST', '/api/survey/proyek/upload_image', [{ name: 'files', value: file }], token);
}

async function uploaded(): Promise<string> {
  const res = await upload();
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.path;
}

async function pair(): Promise<ProjectImagePair> {
  return { file1: await uploaded(), file2: await uploaded() };
}

function saveStage(projectId: string, location: number, name: string, gambar: ProjectImagePair) {
  return p.api<Detail>('PUT', `/api/survey/proyek/updatedokone/${projectId}/${location}`, { name, gambar });
}

async function stage(projectId: string, location: number, name: string, gambar?: ProjectImagePair): Promise<ProjectDetail> {
  const res = await saveStage(projectId, location, name, gambar ?? (await pair()));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** A project whose request waits for both confirmations. */
async function requestedProject() {
  const fixture = await p.fixture([10, 5]);
  const project = await p.addProject(p.projectInput(fixture, [4, 2]));
  const release = await p.request(project.id);
  return { fixture, project, release };
}

/** The images a PDF paints, page by page (image XObjects in the pages' operator lists). */
async function paintedImages(data: Uint8Array): Promise<number> {
  const task = getDocument({ data: new Uint8Array(data), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  const document = await task.promise;
  try {
    let images = 0;
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const operators = await page.getOperatorList();
      images += operators.fnArray.filter((fn) => fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject).length;
      page.cleanup();
    }
    return images;
  } finally {
    await document.destroy();
  }
}

describe('proyek/upload_image', () => {
  it("stores one image in the 'project' area and answers its path, which serves it", async () => {
    const file = photo('lokasi.png');
    const res = await upload(file);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', message: 'Berhasil upload gambar' });
    expect(res.body.path).toMatch(/^\/api\/files\/project\/[0-9a-f-]{36}\.png$/);
    const served = await fetchBytes(t.url, res.body.path, token);
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/png');
    // Stored re-encoded (issue 24): the same picture, not the same bytes.
    expect(pngSizeOf(served.data)).toEqual({ width: 160, height: 120 });
  });

  it('refuses a fake image (415), an image over 5 MB (413) and a call without the part (400), storing nothing', async () => {
    const known = await uploaded();
    const before = storedFiles('project', known);
    const fake = await upload({ data: Buffer.from('bukan gambar, hanya teks\n'), name: 'foto.jpg', type: 'image/jpeg' });
    expect(fake.status).toBe(415);
    expect(fake.body.error?.fields).toEqual({ files: 'File harus gambar (JPG, PNG, GIF atau BMP)' });
    const big = await upload({ data: Buffer.concat([gradientPng(8, 8), Buffer.alloc(PROJECT_IMAGE_MAX_BYTES)]), name: 'besar.png', type: 'image/png' });
    expect(big.status).toBe(413);
    expect(big.body.error?.code).toBe('TOO_LARGE');
    const none = await callMultipart<ErrorBody>(t.url, 'POST', '/api/survey/proyek/upload_image', [{ name: 'keterangan', value: 'tanpa file' }], token);
    expect(none.status).toBe(400);
    expect(storedFiles('project', known)).toEqual(before);
  });
});

describe('progress photos', () => {
  it("are refused before the release: 'Tunggu konfirmasi Admin', then 'Tunggu konfirmasi Satpam' (409), as are leftovers", async () => {
    const { fixture, project, release } = await requestedProject();
    const gambar = await pair();
    const first = await saveStage(project.id, 0, 'gambar0', gambar);
    expect(first.status).toBe(409);
    expect(first.body.error?.message).toBe(WAITING_ADMIN);
    const several = await p.api<Detail>('PUT', `/api/survey/proyek/updatedok/${project.id}`, { dokproyek: [{ lokasi: 0, gambar0: gambar }] });
    expect(several.status).toBe(409);
    expect(several.body.error?.message).toBe(WAITING_ADMIN);
    const { admin, satpam } = await p.confirmers();
    await p.confirm(admin, release.id, 'ADM', fixture.warehouse);
    const second = await saveStage(project.id, 0, 'gambar0', gambar);
    expect(second.status).toBe(409);
    expect(second.body.error?.message).toBe(WAITING_SATPAM);
    const leftovers = await p.api<Detail>('POST', `/api/survey/proyek/barangsisa/${project.id}`, { id_gudang: fixture.warehouse, items: [{ idproduk: fixture.products[0]!.id, qty: 1 }] });
    expect(leftovers.status).toBe(409);
    expect(leftovers.body.error?.message).toBe(WAITING_SATPAM);
    expect((await p.project(project.id)).dokproyek.every((d) => d.gambar0 === null)).toBe(true);
    await p.confirm(satpam, release.id, 'SPM');
    const done = await stage(project.id, 0, 'gambar0', gambar);
    expect(done.dokproyek[0]?.gambar0).toEqual(gambar);
  });

  it('go in stage order 0% → 50% → 100% per location; unknown locations and files are refused', async () => {
    const { project } = await p.releasedProject();
    const gambar = await pair();
    const early = await saveStage(project.id, 0, 'gambar50', gambar);
    expect(early.status).toBe(409);
    expect(early.body.error?.message).toBe('Selesaikan progress 0% dulu');
    const skip = await saveStage(project.id, 0, 'gambar100', gambar);
    expect(skip.status).toBe(409);
    expect(skip.body.error?.message).toBe('Selesaikan progress 50% dulu');
    await stage(project.id, 0, 'gambar0');
    const stillEarly = await saveStage(project.id, 0, 'gambar100', gambar);
    expect(stillEarly.status).toBe(409);
    expect(stillEarly.body.error?.message).toBe('Selesaikan progress 50% dulu');
    // Location 1 has its own stages.
    expect((await saveStage(project.id, 1, 'gambar50', gambar)).status).toBe(409);

    // The survey has two locations (0 and 1).
    const nowhere = await saveStage(project.id, 2, 'gambar0', gambar);
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.error?.message).toBe('Lokasi tidak ditemukan');
    const unknown = await saveStage(project.id, 0, 'gambar50', { file1: gambar.file1, file2: '/api/files/project/00000000-0000-4000-8000-000000000000.png' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.fields).toEqual({ 'gambar.file2': 'Gambar tidak ditemukan, unggah ulang' });
    const elsewhere = await saveStage(project.id, 0, 'gambar50', { file1: gambar.file1, file2: '/api/files/survey/../project/x.png' });
    expect(elsewhere.status).toBe(400);
    const wrongStage = await saveStage(project.id, 0, 'gambar75', gambar);
    expect(wrongStage.status).toBe(400);
    const missing = await p.api<Detail>('PUT', `/api/survey/proyek/updatedokone/00000000-0000-4000-8000-000000000000/0`, { name: 'gambar0', gambar });
    expect(missing.status).toBe(404);
  });

  it('three stages of a location are stored and read back in dokproyek; the paths serve the images; a replaced stage removes its old files', async () => {
    const { project } = await p.releasedProject();
    const stages = { gambar0: await pair(), gambar50: await pair(), gambar100: await pair() };
    await stage(project.id, 0, 'gambar0', stages.gambar0);
    await stage(project.id, 0, 'gambar50', stages.gambar50);
    // The stored name alone is accepted as well as the path.
    const bare = { file1: stages.gambar100.file1.split('/').pop()!, file2: stages.gambar100.file2 };
    const saved = await stage(project.id, 0, 'gambar100', bare);
    expect(saved.dokproyek).toHaveLength(2);
    expect(saved.dokproyek[0]).toMatchObject({ lokasi: 0, lokasi_name: 'Jl. Rungkut Industri No. 5', ...stages });
    expect(saved.dokproyek[1]).toMatchObject({ lokasi: 1, gambar0: null, gambar50: null, gambar100: null });
    const read = await p.project(project.id);
    expect(read.dokproyek).toEqual(saved.dokproyek);
    for (const stored of Object.values(stages)) {
      for (const path of [stored.file1, stored.file2]) {
        const served = await fetchBytes(t.url, path, token);
        expect(served.status).toBe(200);
        expect(served.type).toBe('image/png');
      }
    }

    // Replacing the 0% photos (keeping the first) removes only the one no stage names any more.
    const replacement = await uploaded();
    const before = storedFiles('project', replacement);
    const replaced = await stage(project.id, 0, 'gambar0', { file1: stages.gambar0.file1, file2: replacement });
    expect(replaced.dokproyek[0]?.gambar0).toEqual({ file1: stages.gambar0.file1, file2: replacement });
    expect(replaced.dokproyek[0]?.gambar100).toEqual(stages.gambar100);
    const gone = stages.gambar0.file2.split('/').pop()!;
    expect(storedFiles('project', replacement)).toEqual(before.filter((name) => name !== gone));
    expect((await fetchBytes(t.url, stages.gambar0.file2, token)).status).toBe(404);
    expect((await fetchBytes(t.url, stages.gambar0.file1, token)).status).toBe(200);
  });

  it('updatedok saves several locations in one transaction: one stage out of order and nothing is saved', async () => {
    const { project } = await p.releasedProject();
    const [a, b, c] = [await pair(), await pair(), await pair()];
    const refused = await p.api<Detail>('PUT', `/api/survey/proyek/updatedok/${project.id}`, {
      dokproyek: [
        { lokasi: 0, gambar0: a },
        { lokasi: 1, gambar50: b },
      ],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe('Selesaikan progress 0% dulu');
    expect((await p.project(project.id)).dokproyek.map((d) => d.gambar0)).toEqual([null, null]);

    // Nothing to save is no write at all, but still only after the release.
    const nothing = await p.api<Detail>('PUT', `/api/survey/proyek/updatedok/${project.id}`, { dokproyek: [{ lokasi: 0, gambar0: null }] });
    expect(nothing.status).toBe(200);
    expect(nothing.body.data.dokproyek.map((d) => d.gambar0)).toEqual([null, null]);

    const twice = await p.api<Detail>('PUT', `/api/survey/proyek/updatedok/${project.id}`, { dokproyek: [{ lokasi: 0, gambar0: a }, { lokasi: 0, gambar50: b }] });
    expect(twice.status).toBe(400);

    const res = await p.api<Detail>('PUT', `/api/survey/proyek/updatedok/${project.id}`, {
      dokproyek: [
        { lokasi: 0, gambar0: a, gambar50: b },
        { lokasi: 1, gambar0: c, gambar50: null },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.dokproyek).toMatchObject([
      { lokasi: 0, gambar0: a, gambar50: b, gambar100: null },
      { lokasi: 1, gambar0: c, gambar50: null, gambar100: null },
    ]);
  });
});

describe('the project report', () => {
  it("prints 'Laporan Project' on A4 with the project, its KP number, the materials and the stages' photos", async () => {
    const { fixture, project } = await p.releasedProject();
    const generated = await p.api<{ status: 'ok'; path: string }>('GET', `/api/survey/proyek/generate/${project.id}`);
    expect(generated.status).toBe(200);
    expect(generated.body).toEqual({ status: 'ok', path: `/api/survey/proyek/laporan/${project.id}` });

    const empty = await fetchBytes(t.url, generated.body.path, token);
    expect(empty.status).toBe(200);
    expect(empty.type).toBe('application/pdf');
    expect(await paintedImages(empty.data)).toBe(0);

    // A phone's upright photo and a panorama: each fits its box, centred.
    const upright = await upload(photo('tegak.png', 90, 160));
    const panorama = await upload(photo('panorama.png', 300, 90));
    await stage(project.id, 0, 'gambar0', { file1: upright.body.path, file2: panorama.body.path });
    await stage(project.id, 0, 'gambar50');
    await stage(project.id, 0, 'gambar100');
    await stage(project.id, 1, 'gambar0');
    const res = await fetchBytes(t.url, generated.body.path, token);
    expect(res.status).toBe(200);
    const pdf = await readPdf(res.data);
    const text = pdf.pages.map((page) => page.text).join('\n');
    for (const page of pdf.pages) {
      expect(page.widthPt).toBeCloseTo(595.28, 0);
      expect(page.heightPt).toBeCloseTo(841.89, 0);
    }
    expect(text).toContain('Laporan Project');
    expect(text).toContain(project.nama_proyek);
    expect(text).toContain(project.release!.number);
    expect(project.release!.number).toMatch(/^KP-\d{4}-\d{6}$/);
    for (const product of fixture.products) expect(text).toContain(product.name);
    expect(text).toContain('Progress 0%');
    expect(text).toContain('Progress 100%');
    expect(text).toContain('Jl. Kali Rungkut No. 12');
    // Location 1 has only its 0% photos: its 50% and 100% read 'Belum ada foto'.
    expect(text.match(/Belum ada foto/g)).toHaveLength(2);
    expect(text).toContain(`Halaman 1 dari ${pdf.pages.length}`);
    // Four stages of two photos each, embedded.
    expect(await paintedImages(res.data)).toBe(8);
    expect(res.data.length).toBeGreaterThan(empty.data.length);

    const missing = await fetchBytes(t.url, '/api/survey/proyek/laporan/00000000-0000-4000-8000-000000000000', token);
    expect(missing.status).toBe(404);
  });
});

describe('imagePixels (how the report centres a photo)', () => {
  /** A JPEG's header: SOI, optionally an EXIF APP1 naming an orientation, and a baseline SOF0 of width×height. */
  function jpegHeader(width: number, height: number, orientation?: number): Buffer {
    const parts = [Buffer.from([0xff, 0xd8])];
    if (orientation !== undefined) {
      // 'Exif\0\0', a big-endian TIFF header, IFD0 with one entry: 0x0112 (SHORT, 1) = orientation.
      const tiff = Buffer.from([0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0, 0, 0]);
      const body = Buffer.concat([Buffer.from('Exif\0\0', 'binary'), tiff]);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(body.length + 2);
      parts.push(Buffer.from([0xff, 0xe1]), length, body);
    }
    const sof = Buffer.from([0xff, 0xc0, 0, 17, 8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
    sof.writeUInt16BE(height, 5);
    sof.writeUInt16BE(width, 7);
    parts.push(sof);
    return Buffer.concat(parts);
  }

  it("reads a PNG's and a JPEG's size, sides swapped for a JPEG turned a quarter by its EXIF orientation", () => {
    expect(imagePixels(gradientPng(90, 160))).toEqual({ width: 90, height: 160 });
    expect(imagePixels(jpegHeader(640, 480))).toEqual({ width: 640, height: 480 });
    expect(imagePixels(jpegHeader(640, 480, 1))).toEqual({ width: 640, height: 480 });
    expect(imagePixels(jpegHeader(640, 480, 6))).toEqual({ width: 480, height: 640 });
    expect(imagePixels(Buffer.from('GIF89a'))).toBeNull();
  });
});

describe('project leftovers', () => {
  async function leftoversOf(tag: string): Promise<LeftoverRow[]> {
    return (await p.leftovers(`?source=project&filter=${encodeURIComponent(tag)}`)).data;
  }

  it('come back into the chosen warehouse as project leftovers, listed under source=project with the project', async () => {
    const { fixture, project } = await p.releasedProject();
    const [first, second] = fixture.products;
    const other = await p.addMaster('warehouse', `Gudang Sisa ${fixture.tag}`, { code: '', address: '' });
    expect(await p.balance(first!.id, fixture.warehouse)).toBe(6);
    const res = await p.api<Detail>('POST', `/api/survey/proyek/barangsisa/${project.id}`, {
      id_gudang: other,
      items: [
        { idproduk: first!.id, qty: 3 },
        { idproduk: second!.id, qty: 2 },
      ],
      keterangan: 'Sisa galian',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.sisa).toEqual([
      { produk: expect.objectContaining({ id: first!.id }), released: 4, returned: 3, returnable: 1 },
      { produk: expect.objectContaining({ id: second!.id }), released: 2, returned: 2, returnable: 0 },
    ]);
    expect(await p.balance(first!.id, other)).toBe(3);
    expect(await p.balance(second!.id, other)).toBe(2);
    expect(await p.balance(first!.id, fixture.warehouse)).toBe(6);

    const rows = await leftoversOf(project.nama_proyek);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.number).toMatch(/^BS-\d{4}-\d{6}$/);
      expect(row).toMatchObject({ source: 'project', warehouse: { id: other }, keterangan: `${project.nama_proyek}: Sisa galian` });
    }
    expect(rows.map((r) => [r.produk.id, r.qty]).sort()).toEqual([
      [first!.id, 3],
      [second!.id, 2],
    ].sort());
    // Not among the office's, and read-only from the warehouse.
    expect((await p.leftovers(`?filter=${encodeURIComponent(project.nama_proyek)}`)).data).toEqual([]);
    const edit = await p.api<ErrorBody>('PUT', `/api/warehouse/barangsisa/update/${rows[0]!.id}`, { qty: 1, id_gudang: other, id_product: rows[0]!.produk.id });
    expect(edit.status).toBe(409);
    expect((await p.api<ErrorBody>('DELETE', `/api/warehouse/barangsisa/delete/${rows[0]!.id}`)).status).toBe(409);
  });

  it('never above what was released: 409 naming the product and what may still come back, and nothing is written', async () => {
    const { fixture, project } = await p.releasedProject();
    const [first, second] = fixture.products;
    const ok = await p.api<Detail>('POST', `/api/survey/proyek/barangsisa/${project.id}`, { id_gudang: fixture.warehouse, items: [{ idproduk: first!.id, qty: 3 }] });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await p.balance(first!.id, fixture.warehouse)).toBe(9);

    const above = await p.api<Detail>('POST', `/api/survey/proyek/barangsisa/${project.id}`, {
      id_gudang: fixture.warehouse,
      items: [
        { idproduk: second!.id, qty: 1 },
        { idproduk: first!.id, qty: 2 },
      ],
    });
    expect(above.status).toBe(409);
    expect(above.body.error?.message).toBe(`Sisa ${first!.name} paling banyak 1 Satuan ${fixture.tag} lagi`);
    expect(await p.balance(first!.id, fixture.warehouse)).toBe(9);
    expect(await p.balance(second!.id, fixture.warehouse)).toBe(3);
    expect(await leftoversOf(project.nama_proyek)).toHaveLength(1);

    const all = await p.api<Detail>('POST', `/api/survey/proyek/barangsisa/${project.id}`, { id_gudang: fixture.warehouse, items: [{ idproduk: first!.id, qty: 1 }] });
    expect(all.status).toBe(200);
    const again = await p.api<Detail>('POST', `/api/survey/proyek/barangsisa/${project.id}`, { id_gudang: fixture.warehouse, items: [{ idproduk: first!.id, qty: 1 }] });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(`Sisa ${first!.name} sudah kembali semua`);

    const stranger = await p.stocked(1);
    const outside = await p.api<Detail>('POST', `/api/survey/proyek/barangsisa/${project.id}`, { id_gudang: fixture.warehouse, items: [{ idproduk: stranger.product.id, qty: 1 }] });
    expect(outside.status).toBe(400);
    expect(outside.body.error?.fields).toEqual({ 'items.0.idproduk': 'Produk tidak termasuk barang keluar project ini' });
    expect(await p.balance(stranger.product.id, fixture.warehouse)).toBe(0);
    expect((await p.project(project.id)).sisa.map((s) => s.returnable)).toEqual([0, 2]);
  });

  it('two entries at the same moment never pass the limit together', async () => {
    const { fixture, project } = await p.releasedProject();
    const first = fixture.products[0]!;
    const send = () => p.api<Detail>('POST', `/api/survey/proyek/barangsisa/${project.id}`, { id_gudang: fixture.warehouse, items: [{ idproduk: first.id, qty: 3 }] });
    const results = await Promise.all([send(), send()]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await p.balance(first.id, fixture.warehouse)).toBe(9);
  });
});
