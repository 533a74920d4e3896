import { describe, expect, it } from 'vitest';
import { addPictures, checkSurvey, coordinatePair, emptyFiles, emptySurvey, firstErrorField, isDirty, readCoordinate, serverSurveyErrors } from '../../../renderer/src/survey/add/logic';

/** Tambah Survey's form rules (issue 27 section 5): coordinates as typed, the intake's checks at the field, at most 10 pictures. */

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('Tambah Survey form', () => {
  it('reads a coordinate with a decimal comma or point, and nothing else (never stripped)', () => {
    expect(readCoordinate('-7,250445')).toBe(-7.250445);
    expect(readCoordinate(' 112.768845 ')).toBe(112.768845);
    expect(readCoordinate('112,78x')).toBeNull();
    expect(readCoordinate('1.250.000')).toBeNull();
    expect(readCoordinate('')).toBeNull();
  });

  it('splits a pasted pair as map apps copy it, and leaves a single decimal-comma number alone', () => {
    expect(coordinatePair('-7.250445, 112.768845')).toEqual(['-7.250445', '112.768845']);
    expect(coordinatePair('-7,250445; 112,768845')).toEqual(['-7,250445', '112,768845']);
    expect(coordinatePair('-7,250445')).toBeNull();
    expect(coordinatePair('Gudang A, 112')).toBeNull();
  });

  it("names every missing field with the intake's messages, and the first to fix", () => {
    const checked = checkSurvey(emptySurvey('2026-11-28'), emptyFiles());
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toMatchObject({
      project_name: 'Nama proyek wajib diisi',
      pekerjaan: 'Pekerjaan wajib dipilih',
      locations: 'Lokasi survey minimal satu',
      staff: 'Petugas survey minimal satu',
      gov_photo: 'Foto wajib diunggah',
      surveyor_signature: 'Tanda tangan wajib dibuat',
    });
    expect(firstErrorField(checked.errors)).toBe('project_name');
  });

  it('sends a complete survey: coordinates as numbers, staff as their numbers, pictures as picture_1…', () => {
    const values = {
      ...emptySurvey('2026-11-28'),
      project_name: 'Jembatan Wonokromo',
      pekerjaan: '0b6f6a58-2f4b-4a57-9a43-0f7f9c7d6a11',
      locations: [{ key: 1, name: 'Titik A', latitude: '-7,3185', longitude: '112,7801' }],
      staff: [{ id: 'e1', idk: 1001, name: 'Agus', division: 'Lapangan' }],
      gov_name: 'Bambang',
      gov_phone: '081234567890',
      consultant_name: 'Dewi',
      consultant_phone: '+6281398765432',
    };
    const sig = new Blob([new Uint8Array([1])], { type: 'image/png' });
    const files = { ...emptyFiles(), gov_photo: png('a.png'), consultant_photo: png('b.png'), gov_signature: sig, consultant_signature: sig, surveyor_signature: sig, pictures: [png('1.png'), png('2.png')] };
    const checked = checkSurvey(values, files);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.body.locations).toEqual([{ name: 'Titik A', latitude: -7.3185, longitude: 112.7801 }]);
    expect(checked.body.staff).toEqual([1001]);
    expect(Object.keys(checked.files).sort()).toEqual(['consultant_photo', 'consultant_signature', 'gov_photo', 'gov_signature', 'picture_1', 'picture_2', 'surveyor_signature']);

    const badCell = checkSurvey({ ...values, locations: [{ key: 1, name: 'Titik A', latitude: '-7,3185', longitude: '112,78x' }] }, files);
    expect(badCell.ok ? {} : badCell.errors).toEqual({ 'locations.0.longitude': 'Longitude harus angka, mis. 112,768845' });
    expect(isDirty(values, emptyFiles(), '2026-11-28')).toBe(true);
    expect(isDirty(emptySurvey('2026-11-28'), emptyFiles(), '2026-11-28')).toBe(false);
  });

  it('keeps at most 10 pictures and says when some were left out; server picture errors go to the pictures', () => {
    const nine = Array.from({ length: 9 }, (_, i) => png(`${i}.png`));
    const added = addPictures(nine, [png('a.png'), png('b.png')]);
    expect(added.pictures).toHaveLength(10);
    expect(added.leftOut).toBe(true);
    expect(serverSurveyErrors({ picture_11: 'Bagian file tidak dikenal', 'body.gov_phone': 'salah' })).toEqual({ pictures: 'Bagian file tidak dikenal', gov_phone: 'salah' });
  });
});
