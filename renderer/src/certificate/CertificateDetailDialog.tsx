import { Button, Dialog, DialogBody, DialogFooter, HTMLTable, Tag } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import type { CertificateRow } from '../../../common/contract/certificate';
import { isoToShown } from '../shell/dateField';
import { RecordLoadState } from '../shell/states';
import { useCertificateDetailQuery } from './api';
import { holderText } from './logic';
import { CertificateStatusTag, DaysLeft } from './StatusTag';
import { CERTIFICATE_TEXTS as T } from './texts';
import { RiwayatPerubahan } from '../audit/RiwayatPerubahan';

const day = (iso: string | null) => (iso ? isoToShown(iso) : '–');

/** 'Detail Sertifikat': the certificate and its renewal history (the ones it replaced and those that replaced it). */
export function CertificateDetailDialog({ id, onClose, onViewScan }: { id: string | null; onClose: () => void; onViewScan: (row: CertificateRow) => void }) {
  const [shownId, setShownId] = useState<string | null>(id);
  if (id && id !== shownId) setShownId(id);
  const detail = useCertificateDetailQuery(shownId ?? '', { skip: !shownId });
  const row = detail.currentData;

  let body;
  if (detail.isError || !row) {
    body = <RecordLoadState query={detail} failedTitle={T.loadFailed} />;
  } else {
    const facts: [string, ReactNode][] = [
      [T.labels.id_jenis, row.jenis.name],
      [T.labels.nomor, row.nomor],
      [T.labels.holder_kind, row.holder.kind === 'company' ? holderText(row) : `${holderText(row)} (${T.holderKinds[row.holder.kind]})`],
      [T.labels.division, row.holder.division?.name ?? '–'],
      [T.labels.penerbit, row.penerbit],
      [T.labels.tanggal_terbit, day(row.tanggal_terbit)],
      [T.labels.tanggal_kadaluarsa, day(row.tanggal_kadaluarsa)],
      [
        T.labels.status,
        <>
          <CertificateStatusTag status={row.status} /> <DaysLeft daysLeft={row.days_left} />
          {row.replaced_by_id && (
            <Tag minimal className="certificate-renewed-tag">
              {T.renewed}
            </Tag>
          )}
        </>,
      ],
      [T.labels.keterangan, row.keterangan || '–'],
      [T.labels.scan, row.scan ? <Button size="small" icon="eye-open" text={T.viewScan} onClick={() => onViewScan(row)} /> : T.noScan],
    ];
    body = (
      <>
        <dl className="certificate-detail-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <h4>{T.history}</h4>
        {row.history.length === 0 ? (
          <p className="certificate-history-empty">{T.noHistory}</p>
        ) : (
          <HTMLTable compact striped className="certificate-history" aria-label={T.history}>
            <thead>
              <tr>
                <th>{T.columns.number}</th>
                <th>{T.columns.issued}</th>
                <th>{T.columns.expiry}</th>
                <th>{T.columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {row.history.map((old) => (
                <tr key={old.id}>
                  <td>{old.nomor}</td>
                  <td>{day(old.tanggal_terbit)}</td>
                  <td>{day(old.tanggal_kadaluarsa)}</td>
                  <td>{old.replaced_by_id ? <Tag minimal>{T.renewed}</Tag> : <CertificateStatusTag status={old.status} />}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
        <RiwayatPerubahan entity="certificate" id={row.id} />
      </>
    );
  }

  return (
    <Dialog isOpen={id !== null} onClose={onClose} title={T.detailTitle} icon="document" className="certificate-detail-dialog">
      <DialogBody>{body}</DialogBody>
      <DialogFooter actions={<Button text={T.close} onClick={onClose} />} />
    </Dialog>
  );
}
