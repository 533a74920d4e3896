import './certificate.css';
import { Tag } from '@blueprintjs/core';
import { useCertificateSummaryQuery } from './summary';
import { CERTIFICATE_TEXTS as T } from './texts';

/**
 * The Certificate card's count on the home screen: certificates nearing expiry plus expired ones,
 * red when any has expired. Nothing while loading, on failure, or when all are in order.
 */
export function CertificateHomeBadge() {
  const summary = useCertificateSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  const counts = summary.currentData;
  if (!counts) return null;
  const count = counts.segera_habis + counts.kedaluwarsa;
  if (count === 0) return null;
  return (
    <Tag round intent={counts.kedaluwarsa > 0 ? 'danger' : 'warning'} className="erp-module-card-badge certificate-home-badge" title={T.homeBadge(count)} aria-label={T.homeBadge(count)}>
      {count}
    </Tag>
  );
}
