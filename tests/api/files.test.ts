import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineEndpoint, fileUrl, z } from '../../common/contract';
import { integerField } from '../../common/contract/fields';
import { FILE_AREA_ACCESS, FILE_AREAS, type FileArea } from '../../common/contract/files';
import { moduleByKey, type ModuleKey } from '../../common/modules';
import { registerEndpoint } from '../../server/http/endpoint';
import { ADMIN, call, login, startTestServer, type TestServer } from '../support/server';
import { bmpImage, GIF_1X1, jpegImage, jpegSizeOf, pngSizeOf } from '../support/images';
import { callMultipart, gradientPng, type FormPart } from '../support/uploads';

/**
 * Uploads end to end on a real server: a throwaway multipart endpoint registered before the
 * server listens stores its file in the server's FileStore; GET /api/files serves it back.
 */

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const MAX = 5 * 1024 * 1024;

const uploadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/test-upload/add',
  summary: 'Uji unggah',
  access: { kind: 'session' },
  body: z.object({
    title: z.string({ message: 'Judul wajib diisi' }).trim().min(1, { message: 'Judul wajib diisi' }),
    // Strict as every contract number: a multipart text part's plain digits are read as the number.
    count: integerField('Jumlah', { min: 0, max: 1000, messages: { type: 'Jumlah harus angka' } }).default(0),
  }),
  files: {
    file: { accept: 'image', maxBytes: MAX, required: false },
    cover: { accept: 'image', maxBytes: 1024, required: false },
  },
  response: z.object({ title: z.string(), count: z.number(), stored: z.record(z.string(), z.string()) }),
});

const requiredEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/test-upload/required',
  summary: 'Uji unggah wajib',
  access: { kind: 'session' },
  files: { photo: { accept: 'image', maxBytes: MAX, required: true } },
  response: z.object({ name: z.string() }),
});

// Real images of each kind: the server reads the content (JPEG and PNG are decoded and
// re-encoded before they are stored, GIF and BMP must have the structure their headers declare).
const JPEG = jpegImage(3, 2);
const PNG = gradientPng(3, 2);
const GIF = GIF_1X1;
const BMP = bmpImage(3, 2);

/** A part that takes an image or a PDF, as a certificate scan or a payment proof does. */
const documentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/test-upload/document',
  summary: 'Uji unggah dokumen',
  access: { kind: 'session' },
  files: { file: { accept: 'image-or-pdf', maxBytes: MAX, required: true } },
  response: z.object({ name: z.string() }),
});

let t: TestServer;
let token: string;

beforeAll(async () => {
  t = await startTestServer({
    routes: (app) => {
      registerEndpoint(app, uploadEndpoint, async ({ body, files }) => {
        const stored: Record<string, string> = {};
        if (files.file) stored.file = fileUrl('employee', await app.files.save('employee', files.file));
        if (files.cover) stored.cover = fileUrl('report', await app.files.save('report', files.cover));
        return { title: body.title, count: body.count, stored };
      });
      registerEndpoint(app, requiredEndpoint, async ({ files }) => ({ name: files.photo?.filename ?? '' }));
      registerEndpoint(app, documentEndpoint, async ({ files }) => ({ name: files.file ? await app.files.save('payment', files.file) : '' }));
    },
  });
  token = await login(t.url, ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await t?.close();
});

async function upload(path: string, parts: FormPart[], as: string | null = token) {
  const { status, body } = await callMultipart<unknown>(t.url, 'POST', path, parts, as);
  return { status, body };
}

const file = (data: Buffer, name: string, type = 'image/jpeg') => ({ data, name, type });

describe('uploads', () => {
  it('reads a text part’s CRLF line breaks (as browsers send a textarea) as LF', async () => {
    const res = await upload(uploadEndpoint.path, [{ name: 'title', value: 'Jl. Industri 12\r\nBandung\r\n40111' }]);
    expect(res.status).toBe(200);
    expect((res.body as { title: string }).title).toBe('Jl. Industri 12\nBandung\n40111');
  });

  it.each([
    ['JPEG', JPEG, 'jpg', 'image/jpeg'],
    ['PNG', PNG, 'png', 'image/png'],
    ['GIF', GIF, 'gif', 'image/gif'],
    ['BMP', BMP, 'bmp', 'image/bmp'],
  ])('accepts a %s by its content (whatever its name and declared type) and serves it back (a JPEG or PNG re-encoded, its size kept)', async (_kind, data, extension, mime) => {
    const res = await upload(uploadEndpoint.path, [
      { name: 'title', value: 'Foto' },
      { name: 'count', value: '3' },
      // Name and declared type lie; the bytes decide.
      { name: 'file', value: file(data, 'gambar.txt', 'text/plain') },
    ]);
    expect(res.status).toBe(200);
    const body = res.body as { title: string; count: number; stored: { file: string } };
    expect(body.title).toBe('Foto');
    expect(body.count).toBe(3);
    expect(body.stored.file).toMatch(new RegExp(`^/api/files/employee/[0-9a-f-]{36}\\.${extension}$`));

    const served = await fetch(`${t.url}${body.stored.file}`, { headers: { authorization: `Bearer ${token}` } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(mime);
    expect(served.headers.get('cache-control')).toBe('private, max-age=86400');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const back = Buffer.from(await served.arrayBuffer());
    if (mime === 'image/jpeg') expect(jpegSizeOf(back)).toEqual({ width: 3, height: 2 });
    else if (mime === 'image/png') expect(pngSizeOf(back)).toEqual({ width: 3, height: 2 });
    else expect(back.equals(data)).toBe(true);
  });

  it('refuses polyglots with 415: a "BMP" that is HTML, a PDF with JavaScript or an embedded file (issue 24)', async () => {
    const html = await upload(uploadEndpoint.path, [
      { name: 'title', value: 'Poliglot' },
      { name: 'file', value: file(Buffer.from('BM<html><body><script>alert(document.cookie)</script></body></html>', 'latin1'), 'foto.bmp', 'image/bmp') },
    ]);
    expect(html.status).toBe(415);
    expect((html.body as ErrorBody).error.message).toBe('File harus gambar (JPG, PNG, GIF atau BMP)');
    const pdf = (object: string) => Buffer.from(`%PDF-1.7\n1 0 obj\n${object}\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');
    for (const active of ['<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>', '<< /Type /Catalog /Names << /EmbeddedFiles 2 0 R >> >>']) {
      const res = await upload(documentEndpoint.path, [{ name: 'file', value: file(pdf(active), 'bukti.pdf', 'application/pdf') }]);
      expect(res.status).toBe(415);
      expect((res.body as ErrorBody).error.code).toBe('UNSUPPORTED_MEDIA');
    }
    const plain = await upload(documentEndpoint.path, [{ name: 'file', value: file(pdf('<< /Type /Catalog /OpenAction [3 0 R /Fit] >>'), 'bukti.pdf', 'application/pdf') }]);
    expect(plain.status).toBe(200);
  });

  it('serves a stored file only with a session; the web cookie works too', async () => {
    const res = await upload(uploadEndpoint.path, [
      { name: 'title', value: 'Sesi' },
      { name: 'file', value: file(PNG, 'a.png', 'image/png') },
    ]);
    const path = (res.body as { stored: { file: string } }).stored.file;
    const anonymous = await call<ErrorBody>(t.url, 'GET', path);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('UNAUTHENTICATED');
    const viaCookie = await fetch(`${t.url}${path}`, { headers: { cookie: `erp_session=${token}` } });
    expect(viaCookie.status).toBe(200);
    expect(viaCookie.headers.get('content-type')).toBe('image/png');
  });

  it('refuses an upload without a session', async () => {
    const res = await upload(uploadEndpoint.path, [{ name: 'title', value: 'x' }, { name: 'file', value: file(JPEG, 'a.jpg') }], null);
    expect(res.status).toBe(401);
  });

  it('answers 404 in the envelope for a stored name that does not exist', async () => {
    const res = await call<ErrorBody>(t.url, 'GET', fileUrl('employee', '00000000-0000-4000-8000-000000000000.jpg'), { token });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });

  it('refuses a text file named photo.jpg with 415', async () => {
    const res = await upload(uploadEndpoint.path, [
      { name: 'title', value: 'Palsu' },
      { name: 'file', value: file(Buffer.from('bukan gambar sama sekali'), 'photo.jpg', 'image/jpeg') },
    ]);
    expect(res.status).toBe(415);
    const body = res.body as ErrorBody;
    expect(body.error.code).toBe('UNSUPPORTED_MEDIA');
    expect(body.error.message).toBe('File harus gambar (JPG, PNG, GIF atau BMP)');
  });

  it('refuses a 10 MB file with 413 in the envelope, its limit in MB', async () => {
    const big = Buffer.concat([JPEG.subarray(0, 4), Buffer.alloc(10 * 1024 * 1024, 7)]);
    const res = await upload(uploadEndpoint.path, [
      { name: 'title', value: 'Besar' },
      { name: 'file', value: file(big, 'besar.jpg') },
    ]);
    expect(res.status).toBe(413);
    const body = res.body as ErrorBody;
    expect(body.error.code).toBe('TOO_LARGE');
    expect(body.error.message).toBe('Ukuran file maksimal 5 MB');
    expect(body.error.fields).toEqual({ file: 'Ukuran file maksimal 5 MB' });
  });

  it('applies each part its own limit', async () => {
    const res = await upload(uploadEndpoint.path, [
      { name: 'title', value: 'Sampul' },
      { name: 'cover', value: file(Buffer.concat([PNG, Buffer.alloc(2048)]), 'cover.png', 'image/png') },
    ]);
    expect(res.status).toBe(413);
    expect((res.body as ErrorBody).error.fields).toEqual({ cover: 'Ukuran file maksimal 1 KB' });
  });

  it('a 10 MB JSON body to a file route also gets the 413 envelope', async () => {
    const res = await call<ErrorBody>(t.url, 'POST', uploadEndpoint.path, { token, body: { title: 'x'.repeat(10 * 1024 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('TOO_LARGE');
  });

  it('refuses an unknown file part with 400', async () => {
    const res = await upload(uploadEndpoint.path, [
      { name: 'title', value: 'x' },
      { name: 'other', value: file(JPEG, 'a.jpg') },
    ]);
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).error.fields).toEqual({ other: 'Bagian file tidak dikenal' });
  });

  it('checks the text parts with the body schema: per-field 400 like a JSON body', async () => {
    const multipart = await upload(uploadEndpoint.path, [
      { name: 'count', value: 'banyak' },
      { name: 'file', value: file(JPEG, 'a.jpg') },
    ]);
    expect(multipart.status).toBe(400);
    const body = multipart.body as ErrorBody;
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.fields).toEqual({ title: 'Judul wajib diisi', count: 'Jumlah harus angka' });
  });

  it('takes plain JSON without files on the same route', async () => {
    const res = await call<{ title: string; count: number; stored: Record<string, string> }>(t.url, 'POST', uploadEndpoint.path, {
      token,
      body: { title: 'Tanpa file', count: 2 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ title: 'Tanpa file', count: 2, stored: {} });
    const invalid = await call<ErrorBody>(t.url, 'POST', uploadEndpoint.path, { token, body: { count: 1 } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toEqual({ title: 'Judul wajib diisi' });
  });

  it('asks for a required file by field', async () => {
    const missing = await upload(requiredEndpoint.path, [{ name: 'note', value: 'tanpa foto' }]);
    expect(missing.status).toBe(400);
    expect((missing.body as ErrorBody).error.fields).toEqual({ photo: 'File wajib diunggah' });
    const given = await upload(requiredEndpoint.path, [{ name: 'photo', value: file(GIF, 'kucing.gif', 'image/gif') }]);
    expect(given.status).toBe(200);
    expect(given.body).toEqual({ name: 'kucing.gif' });
  });

  it.each([
    '/api/files/employee/..%2F..%2Fpackage.json',
    '/api/files/employee/%2e%2e%2fsecret.jpg',
    '/api/files/employee/not-a-uuid-name.jpg',
    '/api/files/employee/00000000-0000-4000-8000-000000000000.txt',
    '/api/files/system/00000000-0000-4000-8000-000000000000.jpg',
  ])('refuses the name %s with 400', async (path) => {
    const res = await call<ErrorBody>(t.url, 'GET', path, { token });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
  });

  it('keeps stored files in its store: read and remove', async () => {
    const res = await upload(uploadEndpoint.path, [
      { name: 'title', value: 'Hapus' },
      { name: 'file', value: file(BMP, 'a.bmp', 'image/bmp') },
    ]);
    const path = (res.body as { stored: { file: string } }).stored.file;
    const name = path.split('/').pop() ?? '';
    expect((await t.files.read('employee', name))?.mime).toBe('image/bmp');
    await t.files.remove('employee', name);
    await t.files.remove('employee', name);
    expect(await t.files.read('employee', name)).toBeNull();
    const gone = await call<ErrorBody>(t.url, 'GET', path, { token });
    expect(gone.status).toBe(404);
  });

  it('documents the route as multipart/form-data with its text fields and binary file parts', async () => {
    interface Doc {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties: Record<string, { type?: string; format?: string }> } }> } }>>;
    }
    const res = await call<Doc>(t.url, 'GET', '/api/docs/json');
    expect(res.status).toBe(200);
    const content = res.body.paths[uploadEndpoint.path]?.post?.requestBody?.content ?? {};
    const multipart = content['multipart/form-data']?.schema.properties ?? {};
    expect(multipart.title?.type).toBe('string');
    expect(multipart.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(multipart.cover).toMatchObject({ type: 'string', format: 'binary' });
    expect(res.body.paths['/api/files/{area}/{name}']?.get).toBeDefined();
  });
});

describe('stored files answer only to the module that owns their area (issue 24)', () => {
  /** Each area's owner, as FILE_AREA_ACCESS declares it (the expected matrix is spelled out, not derived). */
  const OWNER: Record<FileArea, ModuleKey | 'superadmin' | 'anyone'> = {
    employee: 'employee',
    report: 'superadmin',
    product: 'warehouse',
    payment: 'purchasing',
    company: 'anyone',
    survey: 'survey',
    project: 'survey',
    production: 'production',
    certificate: 'certificate',
    attendance: 'salary',
  };

  it('gives a file to a user of the owning module (200) and refuses a user of another module (403) before looking it up', async () => {
    let serial = 0;
    const userOf = async (access: string[]) => {
      serial += 1;
      const email = `berkas${serial}@erp.test`;
      await t.createUser({ email, password: 'sandi-berkas-123', access });
      return login(t.url, email, 'sandi-berkas-123');
    };
    // Luncheon owns no area: the 'other module' for every one.
    const outsider = await userOf(['/luncheon']);
    const statuses: Record<string, [number, number, number]> = {};
    const expected: Record<string, [number, number, number]> = {};
    for (const area of FILE_AREAS) {
      const name = await t.files.save(area, { data: PNG, mime: 'image/png', extension: 'png', filename: 'a.png' });
      const owner = OWNER[area];
      const insider = owner === 'superadmin' || owner === 'anyone' ? outsider : await userOf([moduleByKey(owner).accessName]);
      const get = async (as: string) => (await fetch(`${t.url}${fileUrl(area, name)}`, { headers: { authorization: `Bearer ${as}` } })).status;
      statuses[area] = [await get(insider), await get(outsider), await get(token)];
      // [owner's user, another module's user, the superadmin]
      expected[area] = owner === 'anyone' ? [200, 200, 200] : owner === 'superadmin' ? [403, 403, 200] : [200, 403, 200];
    }
    expect(statuses).toEqual(expected);
    expect(Object.keys(FILE_AREA_ACCESS).sort()).toEqual([...FILE_AREAS].sort());

    // The refusal names the owner, and comes before the lookup: an unknown name is 403 too, not 404.
    const selfie = await call<ErrorBody>(t.url, 'GET', fileUrl('attendance', '00000000-0000-4000-8000-000000000000.jpg'), { token: outsider });
    expect(selfie.status).toBe(403);
    expect(selfie.body.error).toEqual({ code: 'FORBIDDEN', message: 'File ini hanya dapat dibuka oleh pengguna modul Sallary.' });
  });
});
