import { Button, Intent } from '@blueprintjs/core';
import type { CertificateStatus } from '../../../common/certificate';
import type { useCertificateExports } from './exports';
import { CertificateFilters, type CertificateFilterValues } from './Filters';
import { CERTIFICATE_TEXTS as T } from './texts';

/** The heading of both certificate lists: the title, the filters (a change goes back to page 1), and the PDF and Excel of what is shown. */
export function CertificateToolbar(props: {
  title: string;
  filters: CertificateFilterValues;
  statuses?: readonly CertificateStatus[];
  onFilters: (next: CertificateFilterValues) => void;
  exports: ReturnType<typeof useCertificateExports>;
}) {
  const { exports } = props;
  return (
    <>
      <h4 className="certificate-toolbar-title">{props.title}</h4>
      <CertificateFilters value={props.filters} {...(props.statuses ? { statuses: props.statuses } : {})} onChange={props.onFilters} />
      <span className="certificate-toolbar-actions">
        <Button icon="print" intent={Intent.PRIMARY} text={exports.busy === 'pdf' ? T.printing : T.printPdf} disabled={exports.busy !== null} onClick={() => void exports.printPdf()} />
        <Button icon="th-list" intent={Intent.SUCCESS} text={exports.busy === 'excel' ? T.downloading : T.excel} disabled={exports.busy !== null} onClick={() => void exports.downloadExcel()} />
      </span>
    </>
  );
}
