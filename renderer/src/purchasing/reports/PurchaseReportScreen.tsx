import '../../shell/master/master.css';
import './reports.css';
import { Card } from '@blueprintjs/core';
import { useState } from 'react';
import { toQueryString } from '../../../../common/contract';
import { PO_PAGE_SIZE, PURCHASE_REPORT_DEFAULT_SORT, purchasingEndpoints } from '../../../../common/contract/purchasing';
import { formatRupiah } from '../../../../common/format';
import { useBridge } from '../../bridge/context';
import { describeError } from '../../session/logic';
import { useEmptyPageStepBack } from '../../shell/master/hooks';
import { ListCard } from '../../shell/master/ListCard';
import { toggleSort, type SortState } from '../../shell/master/logic';
import { useDebouncedSearch } from '../../shell/master/SearchBox';
import { SortHeader } from '../../shell/master/SortHeader';
import { showFailure, showSuccess } from '../../shell/toast';
import { dayMonthYear } from '../payments/logic';
import { PaymentStatusTag } from '../payments/PaymentStatusTag';
import { usePurchaseReportQuery } from './api';
import { DateRangeBar } from './DateRangeBar';
import { ReportActions } from './ReportActions';
import { defaultPurchaseRange, idleList, PURCHASE_REPORT_SHORTCUTS, rangeProblem, reportFilename, type DateRange } from './logic';
import { downloadApiFile, printOrDownload } from '../../shell/print/output';
import { REPORT_TEXTS as T } from './texts';
import { usePdfBuild } from './usePdfBuild';
import { companyToday } from '../../../../common/calendar';

const C = T.purchaseColumns;
/** The columns after 'NO.': header, the report's sort key, and whether it is a number. */
const COLUMNS = [
  { header: C.date, sortKey: 'tglTrx' },
  { header: C.number, sortKey: 'noTrx' },
  { header: C.type, sortKey: 'jenisPO' },
  { header: C.supplier, sortKey: 'namaPerusahaan' },
  { header: C.status, sortKey: 'status' },
  { header: C.total, sortKey: 'total' },
] as const;

function initialSort(): SortState {
  const [field = 'tglTrx', direction] = PURCHASE_REPORT_DEFAULT_SORT.split('|');
  return { field, direction: direction === 'desc' ? 'desc' : 'asc' };
}

/**
 * 'Laporan Pembelian' (seed 001 section 2 'Purchasing screens' 8, issue 5 section 5): POs in a date
 * range with their real status and the range's real total, searchable, 5 per page; 'Cetak' sends
 * the A4 landscape PDF to the report printer (or downloads it), 'Excel' downloads the .xlsx.
 */
export function PurchaseReportScreen() {
  const bridge = useBridge();
  const [today] = useState(() => companyToday());
  const [range, setRange] = useState<DateRange>(() => defaultPurchaseRange(today));
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>(initialSort);
  const { search, setSearch, filter } = useDebouncedSearch(() => setPage(1));
  const problem = rangeProblem(range);
  const sortParam = `${sort.field}|${sort.direction}`;
  const list = usePurchaseReportQuery({ ...range, page, per_page: PO_PAGE_SIZE, sort: sortParam, filter }, { skip: problem !== null });
  useEmptyPageStepBack(page, setPage, list.currentData);
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | null>(null);
  const pdf = usePdfBuild();
  const total = (list.currentData ?? list.data)?.total;

  const changeRange = (next: DateRange) => {
    setRange(next);
    setPage(1);
  };

  /** The export's address: the same range, search and order as the table (and the PDF's job id). */
  const exportUrl = (format: 'pdf' | 'xlsx', job?: string) =>
    purchasingEndpoints.reportExport.path + toQueryString({ ...range, ...(filter ? { filter } : {}), sort: sortParam, format, ...(job ? { job } : {}) });

  const exportAs = async (format: 'pdf' | 'xlsx') => {
    if (busy || problem) return;
    setBusy(format);
    try {
      if (format === 'pdf') {
        const outcome = await printOrDownload(bridge, exportUrl('pdf', pdf.start()), reportFilename('laporan-pembelian', range, 'pdf'));
        if (!outcome.ok) showFailure(T.printFailed, outcome.message);
        else if (outcome.printed) showSuccess(T.printed);
      } else {
        const result = await downloadApiFile(bridge, exportUrl('xlsx'), reportFilename('laporan-pembelian', range, 'xlsx'));
        if (!result.ok) showFailure(T.excelFailed, describeError(result.error));
      }
    } finally {
      pdf.finish();
      setBusy(null);
    }
  };

  return (
    <div className="erp-master report">
      <Card className="report-head" compact>
        <h3 className="report-title">{T.purchaseTitle}</h3>
        <div className="report-controls">
          <DateRangeBar value={range} onChange={changeRange} shortcuts={PURCHASE_REPORT_SHORTCUTS} today={today} />
          <ReportActions total={total} blocked={problem !== null} busy={busy} printText={T.print} onExport={(format) => void exportAs(format)} pdf={pdf.view} />
        </div>
      </Card>

      <ListCard
        list={problem ? idleList(list.refetch) : list}
        page={page}
        onPage={setPage}
        pageSize={PO_PAGE_SIZE}
        searchPlaceholder={T.purchaseSearch}
        search={search}
        onSearch={setSearch}
        tableClassName="report-table report-table-purchases"
        tableLabel={T.purchaseTitle}
        cols={COLUMNS.map((column) => (
          <col key={column.sortKey} className={`report-col-${column.sortKey}`} />
        ))}
        headers={COLUMNS.map((column) => (
          <SortHeader
            key={column.sortKey}
            label={column.header}
            direction={sort.field === column.sortKey ? sort.direction : null}
            onSort={() => {
              setSort((previous) => toggleSort(previous, column.sortKey));
              setPage(1);
            }}
          />
        ))}
        columnCount={COLUMNS.length}
        renderRow={(row, number) => (
          <tr key={row.id}>
            <td className="erp-master-number">{number}</td>
            <td>{dayMonthYear(row.tglTrx)}</td>
            <td className="report-code">{row.noTrx}</td>
            <td>{row.jenisPO}</td>
            <td>{row.namaPerusahaan}</td>
            <td>
              <PaymentStatusTag status={row.status} />
            </td>
            <td className="report-number">{formatRupiah(row.total)}</td>
          </tr>
        )}
      />
    </div>
  );
}
