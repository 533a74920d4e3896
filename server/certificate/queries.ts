import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  CERTIFICATE_DEFAULT_SORT,
  CERTIFICATE_SORT_KEYS,
  type CertificateRow,
} from '../../common/contract/certificate';
import { CERTIFICATE_DEFAULT_WARNING_DAYS, type CertificateHolderKind, type CertificateStatus } from '../../common/certificate';
import { paginate, type Pagination } from '../../common/contract/list';
import type { Db } from '../db/client';
import { divisions, employees } from '../employee/tables';
import { containsText, sortOrder } from '../resource/routes';
import { certificates, certificateTypes } from './tables';

/**
 * The certificate lists in SQL. The status is computed here with the very comparisons of
 * common/certificate.ts's certificateStatus, from the expiry date, the type's window and `today`,
 * which the caller takes from companyToday() (the one definition of the Jakarta day); the api
 * tests check that both agree on every row.
 */

export const FILE_AREA = 'certificate';
export const COMPANY_HOLDER_NAME = 'Perusahaan';

/** The type's window: its warning_days, or the default when blank. */
export const warningDaysSql = sql<number>`coalesce(nullif(trim(${certificateTypes.warning_days}), '')::int, ${CERTIFICATE_DEFAULT_WARNING_DAYS})`;

/** Days from today to the expiry day (date − date is whole days in PostgreSQL); null for life. */
export const daysLeftSql = (today: string) => sql<number | null>`(${certificates.expiresOn} - ${today}::date)`;

export const statusSql = (today: string) => sql<CertificateStatus>`(case
  when ${certificates.expiresOn} is null then 'berlaku'
  when ${certificates.expiresOn} < ${today}::date then 'kedaluwarsa'
  when ${certificates.expiresOn} - ${today}::date <= ${warningDaysSql} then 'segera_habis'
  else 'berlaku' end)`;

const employeeName = sql<string>`trim(${employees.firstname} || ' ' || ${employees.lastname})`;
/** The holder's display name, as the list shows and sorts it. */
export const holderNameSql = sql<string>`(case ${certificates.holderKind}
  when 'employee' then coalesce(${employeeName}, '')
  when 'equipment' then ${certificates.equipmentName}
  else ${COMPANY_HOLDER_NAME} end)`;

export function selectCertificates(db: Db, today: string) {
  return db
    .select({
      id: certificates.id,
      typeId: certificateTypes.id,
      typeName: certificateTypes.name,
      kategori: certificateTypes.kategori,
      warningDays: warningDaysSql,
      number: certificates.number,
      holderKind: certificates.holderKind,
      employeeId: certificates.employeeId,
      idk: employees.idk,
      holderName: holderNameSql,
      equipmentCode: certificates.equipmentCode,
      divisionId: divisions.id,
      divisionName: divisions.name,
      issuer: certificates.issuer,
      issuedOn: certificates.issuedOn,
      expiresOn: certificates.expiresOn,
      status: statusSql(today),
      daysLeft: daysLeftSql(today),
      scan: certificates.scan,
      keterangan: certificates.keterangan,
      replacesId: certificates.replacesId,
      replacedById: certificates.replacedById,
      createdAt: certificates.createdAt,
      createdBy: certificates.createdBy,
    })
    .from(certificates)
    .innerJoin(certificateTypes, eq(certificateTypes.id, certificates.typeId))
    .leftJoin(employees, eq(employees.id, certificates.employeeId))
    .leftJoin(divisions, eq(divisions.id, employees.divisionId));
}

type Raw = Awaited<ReturnType<ReturnType<typeof selectCertificates>['where']>>[number];

export function toRow(raw: Raw): CertificateRow {
  const kind = raw.holderKind as CertificateHolderKind;
  return {
    id: raw.id,
    jenis: { id: raw.typeId, name: raw.typeName, kategori: raw.kategori, warning_days: Number(raw.warningDays) },
    nomor: raw.number,
    holder: {
      kind,
      employee_id: raw.employeeId,
      idk: kind === 'employee' ? (raw.idk ?? null) : null,
      name: raw.holderName,
      code: raw.equipmentCode,
      division: raw.divisionId ? { id: raw.divisionId, name: raw.divisionName ?? '' } : null,
    },
    penerbit: raw.issuer,
    tanggal_terbit: raw.issuedOn,
    tanggal_kadaluarsa: raw.expiresOn,
    status: raw.status,
    days_left: raw.daysLeft === null ? null : Number(raw.daysLeft),
    scan: raw.scan ? `/api/files/${FILE_AREA}/${raw.scan}` : null,
    scan_kind: raw.scan ? (raw.scan.endsWith('.pdf') ? 'pdf' : 'image') : null,
    keterangan: raw.keterangan,
    replaces_id: raw.replacesId,
    replaced_by_id: raw.replacedById,
    created_at: raw.createdAt.toISOString(),
    created_by: raw.createdBy ?? '',
  };
}

export const activeCertificate = (id: string) => and(eq(certificates.id, id), eq(certificates.status, 'active'));
/** Active and not renewed: what the lists, the counts and the holder's list show. */
export const currentCertificates = and(eq(certificates.status, 'active'), isNull(certificates.replacedById));

export interface CertificateFilterInput {
  filter?: string | undefined;
  status?: CertificateStatus | undefined;
  days?: number | undefined;
  jenis?: string | undefined;
  holder_kind?: CertificateHolderKind | undefined;
  division?: string | undefined;
  riwayat?: '0' | '1' | undefined;
}

/** The `where` of a list or export; `expiring` narrows to the window or past it. */
export function certificateWhere(query: CertificateFilterInput, today: string, expiring: boolean): SQL | undefined {
  const days = query.days;
  return and(
    query.riwayat === '1' ? eq(certificates.status, 'active') : currentCertificates,
    expiring ? sql`${certificates.expiresOn} is not null and ${certificates.expiresOn} - ${today}::date <= ${warningDaysSql}` : undefined,
    query.status ? sql`${statusSql(today)} = ${query.status}` : undefined,
    days !== undefined ? sql`${certificates.expiresOn} is not null and ${certificates.expiresOn} - ${today}::date <= ${days}` : undefined,
    query.jenis ? eq(certificates.typeId, query.jenis) : undefined,
    query.holder_kind ? eq(certificates.holderKind, query.holder_kind) : undefined,
    query.division ? eq(employees.divisionId, query.division) : undefined,
    containsText(query.filter, [certificates.number, certificateTypes.name, holderNameSql, certificates.equipmentCode, certificates.issuer, sql`coalesce(${employees.idk}::text, '')`]),
  );
}

const SORT_KEYS = new Map<string, SQL>([
  // Lifetime certificates last when ascending: they never run out.
  ['tanggal_kadaluarsa', sql`coalesce(${certificates.expiresOn}, '9999-12-31'::date)`],
  ['tanggal_terbit', sql`${certificates.issuedOn}`],
  ['nomor', sql`lower(${certificates.number})`],
  ['jenis', sql`lower(${certificateTypes.name})`],
  ['pemegang', sql`lower(${holderNameSql})`],
  ['penerbit', sql`lower(${certificates.issuer})`],
  ['created_at', sql`${certificates.createdAt}`],
]);

export function certificateOrder(sort: string | undefined): SQL[] {
  return sortOrder(sort ?? CERTIFICATE_DEFAULT_SORT, SORT_KEYS, CERTIFICATE_SORT_KEYS, certificates.id);
}

export async function listCertificates(
  db: Db,
  query: CertificateFilterInput & { page: number; per_page: number; sort?: string | undefined; show?: 'all' | undefined },
  today: string,
  expiring: boolean,
): Promise<{ data: CertificateRow[]; pagination?: Pagination }> {
  const where = certificateWhere(query, today, expiring);
  const order = certificateOrder(query.sort);
  const select = selectCertificates(db, today).where(where).orderBy(...order);
  if (query.show === 'all') return { data: (await select.limit(1000)).map(toRow) };
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(certificates)
    .innerJoin(certificateTypes, eq(certificateTypes.id, certificates.typeId))
    .leftJoin(employees, eq(employees.id, certificates.employeeId))
    .where(where);
  const rows = await select.limit(query.per_page).offset((query.page - 1) * query.per_page);
  return { data: rows.map(toRow), pagination: paginate(count?.n ?? 0, query.page, query.per_page) };
}

export async function certificateRows(db: Db, ids: readonly string[], today: string): Promise<CertificateRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectCertificates(db, today)
    .where(and(inArray(certificates.id, [...ids]), eq(certificates.status, 'active')))
    .orderBy(asc(certificates.issuedOn), asc(certificates.createdAt));
  return rows.map(toRow);
}

/** The counts of the home card, over the current certificates. */
export async function certificateCounts(db: Db, today: string): Promise<Record<CertificateStatus, number>> {
  // Each count filters on the same status expression (one parameterised CASE; no GROUP BY over it).
  const [row] = await db
    .select({
      berlaku: sql<number>`count(*) filter (where ${statusSql(today)} = 'berlaku')::int`,
      segera_habis: sql<number>`count(*) filter (where ${statusSql(today)} = 'segera_habis')::int`,
      kedaluwarsa: sql<number>`count(*) filter (where ${statusSql(today)} = 'kedaluwarsa')::int`,
    })
    .from(certificates)
    .innerJoin(certificateTypes, eq(certificateTypes.id, certificates.typeId))
    .where(currentCertificates);
  const counts: Record<CertificateStatus, number> = {
    berlaku: Number(row?.berlaku ?? 0),
    segera_habis: Number(row?.segera_habis ?? 0),
    kedaluwarsa: Number(row?.kedaluwarsa ?? 0),
  };
  return counts;
}
