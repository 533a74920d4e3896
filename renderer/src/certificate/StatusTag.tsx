import { Tag, type Intent } from '@blueprintjs/core';
import type { CertificateRow } from '../../../common/contract/certificate';
import { CERTIFICATE_HOLDER_KIND_LABELS, CERTIFICATE_STATUS_INTENTS, CERTIFICATE_STATUS_LABELS, daysLeftText, type CertificateStatus } from '../../../common/certificate';

/** 'Berlaku' / 'Segera Habis' / 'Kedaluwarsa' in the status rule's colour (common/certificate.ts). */
export function CertificateStatusTag({ status }: { status: CertificateStatus }) {
  return (
    <Tag intent={CERTIFICATE_STATUS_INTENTS[status] as Intent} className="certificate-status" data-status={status}>
      {CERTIFICATE_STATUS_LABELS[status]}
    </Tag>
  );
}

/** '23 hari lagi' / 'hari ini' / 'lewat 5 hari' / 'Seumur hidup', red once past. */
export function DaysLeft({ daysLeft }: { daysLeft: number | null }) {
  const past = daysLeft !== null && daysLeft < 0;
  return <span className={past ? 'certificate-days certificate-days-past' : 'certificate-days'}>{daysLeftText(daysLeft)}</span>;
}

/** The line under the holder: its kind (and division), left out for the company, whose name says it. */
export function HolderKind({ row, withDivision = true }: { row: CertificateRow; withDivision?: boolean }) {
  const { holder } = row;
  if (holder.kind === 'company') return null;
  const kind = CERTIFICATE_HOLDER_KIND_LABELS[holder.kind];
  return <span className="certificate-holder-sub">{withDivision && holder.division ? `${kind} · ${holder.division.name}` : kind}</span>;
}
