import '../shell/master/master.css';
import './certificate.css';
import { useState } from 'react';
import { CERTIFICATE_PAGE_SIZE, type CertificateRow } from '../../../common/contract/certificate';
import { isoToShown } from '../shell/dateField';
import { RowAction } from '../shell/master/RowActions';
import { useIsModuleAdmin } from '../store/hooks';
import { useEmptyPageStepBack } from '../shell/master/hooks';
import { ListCard } from '../shell/master/ListCard';
import { useDebouncedSearch } from '../shell/master/SearchBox';
import { useCertificateExpiringQuery, useCertificateTypesQuery } from './api';
import { CertificateDetailDialog } from './CertificateDetailDialog';
import { RenewDialog } from './RenewDialog';
import { ScanDialog } from './ScanDialog';
import { useCertificateExports } from './exports';
import { CertificateToolbar } from './Toolbar';
import { filterQuery, NO_FILTERS, type CertificateFilterValues } from './Filters';
import { holderText } from './logic';
import { CertificateStatusTag, DaysLeft, HolderKind } from './StatusTag';
import { CERTIFICATE_TEXTS as T } from './texts';

/** The two statuses this list holds: within the type's warning window, or past. */
const EXPIRING_STATUSES = ['segera_habis', 'kedaluwarsa'] as const;

/**
 * 'Sertifikat Segera Habis': certificates within their type's warning window or expired and not
 * renewed, soonest first, with filters, search, and the PDF and Excel. The seed's list was view-only;
 * here the jobs it leads to are where the user already is (issue 27 §5): 'Detail' for everyone with
 * the module, 'Perpanjang' for those who may write (as on the register). A renewed row leaves the list.
 */
export function ExpiringScreen() {
  const [page, setPage] = useState(1);
  const { search, setSearch, filter } = useDebouncedSearch(() => setPage(1));
  const [filters, setFilters] = useState<CertificateFilterValues>(NO_FILTERS);
  const query = { ...filterQuery(filters), ...(filter ? { filter } : {}) };
  const list = useCertificateExpiringQuery({ page, ...query });
  useEmptyPageStepBack(page, setPage, list.currentData);
  const exports = useCertificateExports('expiring', query);
  const mayWrite = useIsModuleAdmin();
  const types = useCertificateTypesQuery({ skip: !mayWrite });
  const [renewing, setRenewing] = useState<CertificateRow | null>(null);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [scanOf, setScanOf] = useState<CertificateRow | null>(null);

  return (
    <div className="erp-master certificate">
      <ListCard
        list={list}
        page={page}
        onPage={setPage}
        pageSize={CERTIFICATE_PAGE_SIZE}
        searchPlaceholder={T.searchPlaceholder}
        search={search}
        onSearch={setSearch}
        heading={
          <CertificateToolbar
            title={T.expiringTitle}
            filters={filters} statuses={EXPIRING_STATUSES}
            onFilters={(next) => {
              setFilters(next);
              setPage(1);
            }}
            exports={exports}
          />
        }
        toolbarClassName="certificate-toolbar"
        tableLabel={T.expiringTitle}
        columnCount={7}
        tableClassName="certificate-expiring-table"
        actionsCol="certificate-col-actions-two"
        cols={
          <>
            <col className="certificate-col-type" />
            <col className="certificate-col-number" />
            <col />
            <col />
            <col className="certificate-col-day" />
            <col className="certificate-col-day" />
            <col className="certificate-col-status" />
          </>
        }
        headers={
          <>
            <th scope="col">{T.columns.type}</th>
            <th scope="col">{T.columns.number}</th>
            <th scope="col">{T.columns.holder}</th>
            <th scope="col">{T.columns.division}</th>
            <th scope="col">{T.columns.expiry}</th>
            <th scope="col">{T.columns.daysLeft}</th>
            <th scope="col">{T.columns.status}</th>
          </>
        }
        renderRow={(row, number) => (
          <tr key={row.id}>
            <td className="erp-master-number">{number}</td>
            <td>{row.jenis.name}</td>
            <td>{row.nomor}</td>
            <td>
              {holderText(row)}
              <HolderKind row={row} withDivision={false} />
            </td>
            <td>{row.holder.division?.name ?? '–'}</td>
            <td>{row.tanggal_kadaluarsa ? isoToShown(row.tanggal_kadaluarsa) : '–'}</td>
            <td>
              <DaysLeft daysLeft={row.days_left} />
            </td>
            <td>
              <CertificateStatusTag status={row.status} />
            </td>
            <td className="erp-master-actions">
              <RowAction icon="info-sign" title={T.detail} label={`${T.detail} ${row.nomor}`} onClick={() => setDetailId(row.id)} />
              {mayWrite && <RowAction icon="history" title={T.renew} label={`${T.renew} ${row.nomor}`} onClick={() => setRenewing(row)} />}
            </td>
          </tr>
        )}
      />
      <RenewDialog row={renewing} types={types.data?.data} onClose={() => setRenewing(null)} />
      <CertificateDetailDialog id={detailId} onClose={() => setDetailId(null)} onViewScan={(row) => setScanOf(row)} />
      <ScanDialog scan={scanOf?.scan ?? null} nomor={scanOf?.nomor ?? ''} onClose={() => setScanOf(null)} />
    </div>
  );
}
