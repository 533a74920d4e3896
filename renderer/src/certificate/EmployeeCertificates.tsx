import { Classes, HTMLTable, Spinner } from '@blueprintjs/core';
import { canOpenModule } from '../../../common/roles';
import { describeError } from '../session/logic';
import { isoToShown } from '../shell/dateField';
import { MASTER_TEXTS } from '../shell/master/texts';
import { useSessionUser } from '../store/hooks';
import { CertificateStatusTag, DaysLeft } from './StatusTag';
import { useCertificateOfHolderQuery } from './summary';
import { CERTIFICATE_TEXTS as T } from './texts';

/**
 * The employee's certificates in 'Detail Informasi' (Employee module), with their status. Shown
 * only to a user who may open the Certificate module; for anyone else nothing at all.
 */
export function EmployeeCertificates({ employeeId }: { employeeId: string }) {
  const user = useSessionUser();
  const allowed = user !== null && canOpenModule(user, 'certificate', null);
  if (!allowed) return null;
  return <CertificateList employeeId={employeeId} />;
}

function CertificateList({ employeeId }: { employeeId: string }) {
  const certificates = useCertificateOfHolderQuery(employeeId);
  const headingId = `certificates-${employeeId}`;
  let content;
  if (certificates.isError) content = <div className="karyawan-items-empty">{describeError(certificates.error)}</div>;
  else if (!certificates.currentData) content = <Spinner size={20} aria-label={MASTER_TEXTS.loading} />;
  else if (certificates.currentData.length === 0) content = <div className="karyawan-items-empty">{T.employeeNone}</div>;
  else
    content = (
      <HTMLTable className="karyawan-items-list employee-certificates" compact striped aria-labelledby={headingId}>
        <thead>
          <tr>
            <th>{T.columns.type}</th>
            <th>{T.columns.number}</th>
            <th>{T.columns.expiry}</th>
            <th>{T.columns.status}</th>
          </tr>
        </thead>
        <tbody>
          {certificates.currentData.map((row) => (
            <tr key={row.id}>
              <td>{row.jenis.name}</td>
              <td>{row.nomor}</td>
              <td>
                {row.tanggal_kadaluarsa ? isoToShown(row.tanggal_kadaluarsa) : '–'}
                <div className={Classes.TEXT_MUTED}>
                  <DaysLeft daysLeft={row.days_left} />
                </div>
              </td>
              <td>
                <CertificateStatusTag status={row.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    );
  return (
    <section className="karyawan-items" aria-labelledby={headingId}>
      <div className="karyawan-items-head">
        <h4 id={headingId}>{T.employeeSection}</h4>
      </div>
      {content}
    </section>
  );
}
