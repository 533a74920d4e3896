import { SURVEY_MAX_PICTURES, SURVEY_PHOTO_MAX_BYTES, surveyAddBody, type SurveyAddInput } from '../../../../common/contract/survey';
import { SURVEY_TEXTS } from '../texts';

const T = SURVEY_TEXTS.add;

/** One location row of the form: the coordinates as typed (a map click writes them too). */
export interface LocationValue {
  /** React's key: rows are removed from the middle. */
  key: number;
  name: string;
  latitude: string;
  longitude: string;
}

export interface StaffValue {
  id: string;
  idk: number | null;
  name: string;
  division: string;
}

export interface SurveyFormValues {
  project_name: string;
  date: string;
  pekerjaan: string;
  decs: string;
  locations: LocationValue[];
  staff: StaffValue[];
  gov_name: string;
  gov_phone: string;
  consultant_name: string;
  consultant_phone: string;
}

/** The files of the form; a signature is the pad's PNG, null while the pad is blank. */
export interface SurveyFormFiles {
  gov_photo: File | null;
  consultant_photo: File | null;
  gov_signature: Blob | null;
  consultant_signature: Blob | null;
  surveyor_signature: Blob | null;
  pictures: File[];
}

/** Messages by field: body names ('project_name'), location cells ('locations.0.latitude'), file parts ('gov_photo'). */
export type SurveyErrors = Record<string, string>;

/** Where focus goes first, in the form's order. */
export const SURVEY_FORM_ORDER = [
  'project_name',
  'date',
  'pekerjaan',
  'decs',
  'locations',
  'staff',
  'gov_name',
  'gov_phone',
  'gov_photo',
  'gov_signature',
  'consultant_name',
  'consultant_phone',
  'consultant_photo',
  'consultant_signature',
  'surveyor_signature',
  'pictures',
] as const;

export function emptySurvey(today: string): SurveyFormValues {
  return { project_name: '', date: today, pekerjaan: '', decs: '', locations: [], staff: [], gov_name: '', gov_phone: '', consultant_name: '', consultant_phone: '' };
}

export const emptyFiles = (): SurveyFormFiles => ({ gov_photo: null, consultant_photo: null, gov_signature: null, consultant_signature: null, surveyor_signature: null, pictures: [] });

/** Whether anything was entered beyond the day the form starts with (leaving then asks first). */
export function isDirty(values: SurveyFormValues, files: SurveyFormFiles, today: string): boolean {
  const { date, locations, staff, ...texts } = values;
  const hasFile = Object.values(files).some((file) => (Array.isArray(file) ? file.length > 0 : file !== null));
  return date !== today || locations.length > 0 || staff.length > 0 || Object.values(texts).some((text) => text.trim() !== '') || hasFile;
}

/**
 * A coordinate as typed: a decimal comma (the Indonesian way, '-7,250445') or point; nothing else
 * is read into it (no stripping, no rounding). null when it is not a number.
 */
export function readCoordinate(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?\d{1,3}([.,]\d{1,15})?$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

/**
 * A pair pasted into one cell as map apps copy it ('-7.250445, 112.768845' or '-7,250445; 112,768845'):
 * [latitude, longitude] as typed, or null when the text is not such a pair.
 */
export function coordinatePair(text: string): [string, string] | null {
  const match = /^\s*(-?\d{1,3}(?:[.,]\d+)?)\s*(?:;\s*|,\s+)(-?\d{1,3}(?:[.,]\d+)?)\s*$/.exec(text);
  return match?.[1] && match[2] ? [match[1], match[2]] : null;
}

/** A map click's coordinate as the field shows it: six decimals (about 10 cm), decimal comma. */
export const coordinateText = (value: number): string => value.toFixed(6).replace('.', ',');

/** A file picked for a photo: an image within 5 MB (the server checks the bytes again). */
export function photoProblem(file: File): string | null {
  if (!/^image\/(jpeg|png|gif|bmp)$/.test(file.type)) return T.notImage;
  if (file.size > SURVEY_PHOTO_MAX_BYTES) return T.tooLarge;
  return null;
}

/** Pictures after adding `picked`: at most SURVEY_MAX_PICTURES, and whether some were left out. */
export function addPictures(current: readonly File[], picked: readonly File[]): { pictures: File[]; leftOut: boolean } {
  const room = SURVEY_MAX_PICTURES - current.length;
  return { pictures: [...current, ...picked.slice(0, Math.max(room, 0))], leftOut: picked.length > room };
}

export type CheckedSurvey = { ok: true; body: SurveyAddInput; files: Record<string, Blob> } | { ok: false; errors: SurveyErrors };

/**
 * The form checked with the intake's own rules (the contract's schema and messages) plus what only
 * this side can see: coordinates that are not numbers, and the required photos and signatures.
 */
export function checkSurvey(values: SurveyFormValues, files: SurveyFormFiles): CheckedSurvey {
  const errors: SurveyErrors = {};
  const locations = values.locations.map((location, index) => {
    const latitude = readCoordinate(location.latitude);
    const longitude = readCoordinate(location.longitude);
    if (latitude === null) errors[`locations.${index}.latitude`] = T.coordinateInvalid(T.latitude, T.latitudeExample);
    if (longitude === null) errors[`locations.${index}.longitude`] = T.coordinateInvalid(T.longitude, T.longitudeExample);
    return { name: location.name, latitude: latitude ?? Number.NaN, longitude: longitude ?? Number.NaN };
  });
  const body = {
    project_name: values.project_name,
    date: values.date,
    pekerjaan: values.pekerjaan,
    decs: values.decs,
    locations,
    staff: values.staff.map((person) => person.idk ?? 0),
    gov_name: values.gov_name,
    gov_phone: values.gov_phone,
    consultant_name: values.consultant_name,
    consultant_phone: values.consultant_phone,
  };
  const parsed = surveyAddBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join('.');
      // A coordinate already named as not a number keeps that message.
      if (key && !(key in errors)) errors[key] = issue.message;
    }
  }
  const required = {
    gov_photo: [files.gov_photo, T.photoRequired],
    gov_signature: [files.gov_signature, T.signatureRequired],
    consultant_photo: [files.consultant_photo, T.photoRequired],
    consultant_signature: [files.consultant_signature, T.signatureRequired],
    surveyor_signature: [files.surveyor_signature, T.signatureRequired],
  } as const;
  const parts: Record<string, Blob> = {};
  for (const [name, [file, message]] of Object.entries(required)) {
    if (file) parts[name] = file;
    else errors[name] = message;
  }
  files.pictures.forEach((picture, index) => {
    parts[`picture_${index + 1}`] = picture;
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body, files: parts };
}

/** The first field with a message, in the form's order (a location cell counts as 'locations'). */
export function firstErrorField(errors: SurveyErrors): string | undefined {
  const keys = Object.keys(errors);
  for (const field of SURVEY_FORM_ORDER) {
    const hit = keys.find((key) => key === field || key.startsWith(`${field}.`));
    if (hit) return hit;
  }
  return keys[0];
}

/** The server's `error.fields` as the form's: picture_3 belongs to the pictures. */
export function serverSurveyErrors(fields: Record<string, string> | undefined): SurveyErrors {
  const errors: SurveyErrors = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const name = key.replace(/^body\./, '');
    const field = /^picture_\d+$/.test(name) ? 'pictures' : name;
    errors[field] ??= message;
  }
  return errors;
}
