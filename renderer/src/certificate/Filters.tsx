import { HTMLSelect } from '@blueprintjs/core';
import { CERTIFICATE_HOLDER_KIND_LABELS, CERTIFICATE_HOLDER_KINDS, CERTIFICATE_STATUS_LABELS, CERTIFICATE_STATUSES, type CertificateHolderKind, type CertificateStatus } from '../../../common/certificate';
import { useCertificateTypesQuery, useDivisionOptionsQuery } from './api';
import { CERTIFICATE_TEXTS as T } from './texts';

export interface CertificateFilterValues {
  jenis: string;
  holder_kind: CertificateHolderKind | '';
  division: string;
  status: CertificateStatus | '';
}

export const NO_FILTERS: CertificateFilterValues = { jenis: '', holder_kind: '', division: '', status: '' };

/** The filters as query parameters (blank ones left out). */
export function filterQuery(filters: CertificateFilterValues): Partial<Record<keyof CertificateFilterValues, string>> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
}

/** Jenis, holder kind, division and status. */
export function CertificateFilters({ value, onChange, statuses = CERTIFICATE_STATUSES }: { value: CertificateFilterValues; onChange: (next: CertificateFilterValues) => void; statuses?: readonly CertificateStatus[] }) {
  const types = useCertificateTypesQuery();
  const divisions = useDivisionOptionsQuery();
  const set = <K extends keyof CertificateFilterValues>(key: K, next: CertificateFilterValues[K]) => onChange({ ...value, [key]: next });
  return (
    <div className="certificate-filters">
      <HTMLSelect aria-label={T.filterType} value={value.jenis} onChange={(event) => set('jenis', event.target.value)}>
        <option value="">{T.allTypes}</option>
        {(types.data?.data ?? []).map((row) => (
          <option key={String(row.id)} value={String(row.id)}>
            {String(row.name ?? '')}
          </option>
        ))}
      </HTMLSelect>
      <HTMLSelect aria-label={T.filterHolderKind} value={value.holder_kind} onChange={(event) => set('holder_kind', event.target.value as CertificateHolderKind | '')}>
        <option value="">{T.allHolderKinds}</option>
        {CERTIFICATE_HOLDER_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {CERTIFICATE_HOLDER_KIND_LABELS[kind]}
          </option>
        ))}
      </HTMLSelect>
      <HTMLSelect aria-label={T.filterDivision} value={value.division} onChange={(event) => set('division', event.target.value)}>
        <option value="">{T.allDivisions}</option>
        {(divisions.data?.data ?? []).map((row) => (
          <option key={String(row.id)} value={String(row.id)}>
            {String(row.Name ?? row.name ?? '')}
          </option>
        ))}
      </HTMLSelect>
      <HTMLSelect aria-label={T.filterStatus} value={value.status} onChange={(event) => set('status', event.target.value as CertificateStatus | '')}>
        <option value="">{T.allStatuses}</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {CERTIFICATE_STATUS_LABELS[status]}
          </option>
        ))}
      </HTMLSelect>
    </div>
  );
}
