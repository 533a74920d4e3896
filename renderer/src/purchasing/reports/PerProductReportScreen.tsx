import '../../shell/master/master.css';
import './reports.css';
import { Card, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { PO_PAGE_SIZE } from '../../../../common/contract/purchasing';
import { formatNumber, formatRupiah } from '../../../../common/format';
import { useBridge } from '../../bridge/context';
import { describeError } from '../../session/logic';
import { useEmptyPageStepBack } from '../../shell/master/hooks';
import { ListCard } from '../../shell/master/ListCard';
import { useDebouncedSearch } from '../../shell/master/SearchBox';
import { showFailure, showSuccess } from '../../shell/toast';
import { dayMonthYear } from '../payments/logic';
import { usePerProductExportMutation, usePerProductReportQuery } from './api';
import { DateRangeBar } from './DateRangeBar';
import { ReportActions } from './ReportActions';
import { defaultPerProductRange, idleList, PER_PRODUCT_SHORTCUTS, rangeProblem, reportFilename, type DateRange, type PerProductStatus } from './logic';
import { downloadApiFile, printOrDownload } from '../../shell/print/output';
import { REPORT_TEXTS as T } from './texts';
import { usePdfBuild } from './usePdfBuild';
import { companyToday } from '../../../../common/calendar';

const C = T.perProductColumns;
const HEADERS = [C.date, C.number, C.code, C.name, C.supplier, C.qty, C.price, C.subtotal] as const;
const NUMERIC = new Set<string>([C.qty, C.price, C.subtotal]);

/**
 * 'Laporan Pembelian Per Produk' (seed 001 section 2 'Purchasing screens' 9, sections 7, 9): the
 * lines of the POs in a date range (default the last 30 days), by payment status, searchable,
 * 5 per page, with the range's total; 'Cetak Rekap' asks `export/perproduk` for the PDF's address
 * and prints or downloads it, 'Excel' does the same for the .xlsx.
 */
export function PerProductReportScreen() {
  const bridge = useBridge();
  const statusId = `status-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [today] = useState(() => companyToday());
  const [range, setRange] = useState<DateRange>(() => defaultPerProductRange(today));
  const [status, setStatus] = useState<PerProductStatus>('');
  const [page, setPage] = useState(1);
  const { search, setSearch, filter } = useDebouncedSearch(() => setPage(1));
  const problem = rangeProblem(range);
  const list = usePerProductReportQuery({ ...range, status, filter, page, per_page: PO_PAGE_SIZE }, { skip: problem !== null });
  useEmptyPageStepBack(page, setPage, list.currentData);
  const [exportFile] = usePerProductExportMutation();
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | null>(null);
  const pdf = usePdfBuild();
  const total = (list.currentData ?? list.data)?.total;

  const exportAs = async (format: 'pdf' | 'xlsx') => {
    if (busy || problem) return;
    setBusy(format);
    // The PDF's job id goes into the file's address; the bar follows it until the file is out.
    const job = format === 'pdf' ? pdf.start() : undefined;
    try {
      const answer = await exportFile({ ...range, status, filter, per_page: PO_PAGE_SIZE, format, ...(job ? { job } : {}) });
      if (answer.error || !answer.data) {
        showFailure(format === 'pdf' ? T.printFailed : T.excelFailed, describeError(answer.error));
        return;
      }
      const filename = reportFilename('laporan-pembelian-per-produk', range, format);
      if (format === 'pdf') {
        const outcome = await printOrDownload(bridge, answer.data.url, filename);
        if (!outcome.ok) showFailure(T.printFailed, outcome.message);
        else if (outcome.printed) showSuccess(T.printed);
      } else {
        const result = await downloadApiFile(bridge, answer.data.url, filename);
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
        <h3 className="report-title">{T.perProductTitle}</h3>
        <div className="report-controls">
          <DateRangeBar
            value={range}
            onChange={(next) => {
              setRange(next);
              setPage(1);
            }}
            shortcuts={PER_PRODUCT_SHORTCUTS}
            today={today}
          />
          <FormGroup label={T.statusFilter} labelFor={statusId} inline className="report-status">
            <HTMLSelect
              id={statusId}
              value={status}
              options={T.statusOptions.map((option) => ({ value: option.value, label: option.label }))}
              onChange={(event) => {
                setStatus(event.target.value as PerProductStatus);
                setPage(1);
              }}
            />
          </FormGroup>
          <ReportActions total={total} blocked={problem !== null} busy={busy} printText={T.printRecap} onExport={(format) => void exportAs(format)} pdf={pdf.view} />
        </div>
      </Card>

      <ListCard
        list={problem ? idleList(list.refetch) : list}
        page={page}
        onPage={setPage}
        pageSize={PO_PAGE_SIZE}
        searchPlaceholder={T.perProductSearch}
        search={search}
        onSearch={setSearch}
        tableClassName="report-table report-table-products"
        tableLabel={T.perProductTitle}
        cols={HEADERS.map((header, index) => (
          <col key={header} className={`report-product-col-${index + 1}`} />
        ))}
        headers={HEADERS.map((header) => (
          <th key={header} scope="col" className={NUMERIC.has(header) ? 'report-number' : undefined}>
            {header}
          </th>
        ))}
        columnCount={HEADERS.length}
        renderRow={(row, number) => (
          <tr key={`${row.no_transaksi}-${number}`}>
            <td className="erp-master-number">{number}</td>
            <td>{dayMonthYear(row.tanggal_transaksi)}</td>
            <td className="report-code">{row.no_transaksi}</td>
            <td className="report-code">{row.product.code || '–'}</td>
            <td>{row.product.name}</td>
            <td>{row.supplier.nama_perusahaan}</td>
            <td className="report-number">{`${formatNumber(row.qty)} ${row.satuan}`.trim()}</td>
            <td className="report-number">{formatRupiah(row.harga)}</td>
            <td className="report-number">{formatRupiah(row.total_harga)}</td>
          </tr>
        )}
      />
    </div>
  );
}
