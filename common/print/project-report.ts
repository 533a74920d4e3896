import { formatDate, formatNumber } from '../format';
import type { PdfColumns, PdfContent, PdfDocument, PdfStack } from './document';
import { LINE_COLOR, REPORT_TIME_ZONE, reportDocument, type ReportCompany } from './report';
import { A4, mm } from './units';

/**
 * 'Laporan Project' (issue 14 section 3; seed 001 'Cetak Laporan'): the one A4 report (letterhead,
 * project details, the released materials as its table, 'Halaman n dari m') followed by the
 * progress photos, per survey location and stage, two side by side.
 */

/**
 * A stored photo as the report gets it: a PNG/JPEG data URL with its size in pixels (null when
 * unknown), or why it cannot be printed.
 */
export type ProjectReportPhoto = { image: string; size: { width: number; height: number } | null } | { missing: string };

export interface ProjectReportStage {
  /** '0%', '50%', '100%'. */
  label: string;
  /** Null while the stage has no photos. */
  photos: [ProjectReportPhoto, ProjectReportPhoto] | null;
}

export interface ProjectReportLocation {
  name: string;
  latitude: number;
  longitude: number;
  stages: ProjectReportStage[];
}

export interface ProjectReportConfirmation {
  by: string | null;
  /** ISO; null while waiting. */
  at: string | null;
}

export interface ProjectReportInput {
  name: string;
  survey: { name: string; job: string; date: string };
  executor: string;
  /** YYYY-MM-DD. */
  exitDate: string;
  description: string;
  /** The outgoing-goods request; null before 'Konfirmasi'. */
  request: {
    number: string;
    warehouse: string | null;
    releasedAt: string | null;
    admin: ProjectReportConfirmation;
    satpam: ProjectReportConfirmation;
  } | null;
  materials: { code: string; name: string; unit: string; qty: number }[];
  locations: ProjectReportLocation[];
}

export const PROJECT_REPORT_TEXTS = {
  title: 'Laporan Project',
  project: 'Project',
  survey: 'Survey',
  job: 'Pekerjaan',
  surveyDate: 'Tanggal Survey',
  executor: 'Pelaksana',
  exitDate: 'Tanggal Keluar',
  description: 'Keterangan',
  request: 'No. Permintaan',
  warehouse: 'Warehouse',
  admin: 'Konfirmasi Admin',
  satpam: 'Konfirmasi Satpam',
  released: 'Barang Keluar',
  notRequested: 'Belum dikonfirmasi',
  waiting: 'Menunggu',
  materials: 'Barang yang dikeluarkan',
  photos: 'Dokumentasi Progress',
  location: (index: number, name: string) => `Lokasi ${index + 1}: ${name}`,
  stage: (label: string) => `Progress ${label}`,
  photo: (n: number) => `Foto ${n}`,
  noPhotos: 'Belum ada foto',
  noLocations: 'Survey ini tidak mempunyai lokasi.',
  total: 'Total',
} as const;

interface PrintMeta {
  printedBy: string;
  printedAt: Date;
  company?: ReportCompany;
}

const day = (value: string) => formatDate(value.length === 10 ? `${value}T00:00:00+07:00` : value, 'report', REPORT_TIME_ZONE);
const when = (iso: string) => `${formatDate(iso, 'withTime', REPORT_TIME_ZONE)} WIB`;
const confirmed = (c: ProjectReportConfirmation) => (c.by !== null && c.at !== null ? `${c.by || '-'} (${when(c.at)})` : PROJECT_REPORT_TEXTS.waiting);

const SIDE = mm(15);
const CONTENT_WIDTH = mm(A4.widthMm) - 2 * SIDE;
const GAP = mm(6);
const PHOTO_WIDTH = (CONTENT_WIDTH - GAP) / 2;
/** 4:3 boxes: two stages and their labels fit a page beside the location heading. */
const PHOTO_HEIGHT = mm(62);

const sectionTitle = (text: string, top = mm(6)): PdfContent => ({ text, fontSize: 11, bold: true, margin: [0, top, 0, mm(1.5)] });

/** A thin frame drawn around a photo box, so a missing or narrow photo still shows its place. */
function frame(width: number, height: number): PdfContent {
  const line = (x1: number, y1: number, x2: number, y2: number) => ({ type: 'line' as const, x1, y1, x2, y2, lineWidth: 0.5, lineColor: LINE_COLOR });
  return { canvas: [line(0, 0, width, 0), line(width, 0, width, height), line(width, height, 0, height), line(0, height, 0, 0)] };
}

/** Roboto's line at 9 points, as pdfmake sets it. */
const NOTE_LINE = 9 * 1.17;

/**
 * Text or a photo drawn over a frame `height` high: it goes back up by that height and takes
 * exactly that height again (its margins make up the rest), so what follows starts under the frame.
 */
function overFrame(photo: ProjectReportPhoto | null, height: number): PdfContent {
  const [innerWidth, innerHeight] = [PHOTO_WIDTH - mm(2), height - mm(2)];
  if (photo && 'image' in photo) {
    // The height `fit` gives the photo; an unknown size is taken as filling the box.
    const ratio = photo.size && photo.size.width > 0 ? photo.size.height / photo.size.width : innerHeight / innerWidth;
    const shown = Math.min(innerHeight, innerWidth * ratio);
    const above = (height - shown) / 2;
    return { image: photo.image, fit: [innerWidth, innerHeight], alignment: 'center', margin: [0, -height + above, 0, height - above - shown] };
  }
  const above = (height - NOTE_LINE) / 2;
  return {
    text: photo ? photo.missing : PROJECT_REPORT_TEXTS.noPhotos,
    fontSize: 9,
    italics: true,
    color: '#666666',
    alignment: 'center',
    margin: [0, -height + above, 0, height - above - NOTE_LINE],
  };
}

function photoBox(photo: ProjectReportPhoto, caption: string): PdfStack {
  return { stack: [{ text: caption, fontSize: 8, color: '#444444', margin: [0, 0, 0, mm(1)] }, frame(PHOTO_WIDTH, PHOTO_HEIGHT), overFrame(photo, PHOTO_HEIGHT)] };
}

/** A stage without photos takes one low box across the page, not two empty photo boxes. */
const EMPTY_STAGE_HEIGHT = mm(9);

function stageBlock(stage: ProjectReportStage): PdfStack {
  const T = PROJECT_REPORT_TEXTS;
  const label: PdfContent = { text: T.stage(stage.label), bold: true, fontSize: 9.5, margin: [0, mm(2), 0, mm(1)] };
  if (!stage.photos) return { unbreakable: true, stack: [label, frame(CONTENT_WIDTH, EMPTY_STAGE_HEIGHT), overFrame(null, EMPTY_STAGE_HEIGHT)] };
  const columns: PdfColumns['columns'] = stage.photos.map((photo, i) => ({ ...photoBox(photo, T.photo(i + 1)), width: PHOTO_WIDTH }));
  // A stage is never split across pages: its label stays with its photos.
  return { unbreakable: true, stack: [label, { columns, columnGap: GAP }] };
}

function locationBlocks(locations: readonly ProjectReportLocation[]): PdfContent[] {
  const T = PROJECT_REPORT_TEXTS;
  if (locations.length === 0) return [{ text: T.noLocations, italics: true }];
  const blocks: PdfContent[] = [];
  locations.forEach((location, index) => {
    const [first, ...rest] = location.stages;
    const heading: PdfContent[] = [
      { text: T.location(index, location.name), bold: true, fontSize: 10, margin: [0, index === 0 ? 0 : mm(4), 0, 0] },
      { text: `${location.latitude.toFixed(6)}, ${location.longitude.toFixed(6)}`, fontSize: 8, color: '#444444' },
    ];
    // The heading travels with the first stage, never alone at a page's foot.
    blocks.push(first ? { unbreakable: true, stack: [...heading, stageBlock(first)] } : { stack: heading });
    for (const stage of rest) blocks.push(stageBlock(stage));
  });
  return blocks;
}

export function projectReportDocument(report: ProjectReportInput, meta: PrintMeta): PdfDocument {
  const T = PROJECT_REPORT_TEXTS;
  const request = report.request;
  const details: [string, string][] = [
    [T.project, report.name],
    [T.survey, report.survey.name],
    [T.job, report.survey.job],
    [T.surveyDate, day(report.survey.date)],
    [T.executor, report.executor || '-'],
    [T.exitDate, day(report.exitDate)],
    [T.description, report.description],
    [T.request, request?.number ?? T.notRequested],
  ];
  if (request) {
    details.push([T.warehouse, request.warehouse ?? '-'], [T.admin, confirmed(request.admin)], [T.satpam, confirmed(request.satpam)]);
    if (request.releasedAt) details.push([T.released, when(request.releasedAt)]);
  }
  const total = report.materials.reduce((sum, m) => sum + m.qty, 0);
  const doc = reportDocument({
    title: T.title,
    ...(meta.company ? { company: meta.company } : {}),
    // Labels never wrap: a long value (the notes) would otherwise squeeze 'Konfirmasi Satpam' onto two lines.
    details: details.map(([label, value]) => [label.replace(/ /g, '\u00a0'), value]),
    columns: [
      { header: 'NO.', align: 'right', width: 'auto', noWrap: true },
      { header: 'Kode', width: 'auto' },
      { header: 'Nama Produk', width: '*' },
      { header: 'Jumlah', align: 'right', width: 'auto', noWrap: true },
      { header: 'Satuan', width: 'auto' },
    ],
    rows: report.materials.map((m, i) => [String(i + 1), m.code, m.name, formatNumber(m.qty), m.unit]),
    ...(report.materials.length > 0 ? { totalRow: ['', '', T.total, formatNumber(total), ''] } : {}),
    printedBy: meta.printedBy,
    printedAt: meta.printedAt,
  });
  // The materials table gets its heading; the photos follow it.
  const table = doc.content.pop();
  if (table) doc.content.push(sectionTitle(T.materials, mm(5)), typeof table === 'object' && 'table' in table ? { ...table, margin: [0, 0, 0, 0] } : table);
  doc.content.push(sectionTitle(T.photos, mm(8)), ...locationBlocks(report.locations));
  return doc;
}
