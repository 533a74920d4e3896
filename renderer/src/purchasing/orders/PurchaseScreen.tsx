import '../../shell/master/master.css';
import '../purchasing.css';
import { Classes, Intent, Tag } from '@blueprintjs/core';
import { useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PO_DEFAULT_SORT, PO_PAGE_SIZE, type PurchaseDetail, type PurchaseRow } from '../../../../common/contract/purchasing';
import { formatRupiah } from '../../../../common/format';
import { parseSort } from '../../../../common/contract/list';
import { DeleteConfirm } from '../../shell/master/DeleteConfirm';
import { NoticeAlert } from '../../shell/master/NoticeAlert';
import { useDeleteConfirm, useEmptyPageStepBack } from '../../shell/master/hooks';
import { ListCard } from '../../shell/master/ListCard';
import { toggleSort, type SortState } from '../../shell/master/logic';
import { DeleteAction, EditAction, RowAction } from '../../shell/master/RowActions';
import { useDebouncedSearch } from '../../shell/master/SearchBox';
import { SortHeader } from '../../shell/master/SortHeader';
import { PURCHASING_TEXTS as T } from '../texts';
import { usePurchaseAddMutation, usePurchaseDeleteMutation, usePurchaseListQuery } from './api';
import { isUnpaid, receivingBadge, showDate, statusBadge } from './logic';
import { PurchaseDetailDialog } from './PurchaseDetailDialog';
import { PurchaseForm } from './PurchaseForm';
import { editPurchasePath, paymentPath, purchaseListPath } from './paths';
import { usePurchaseForm } from './usePurchaseForm';

interface Column {
  key: string;
  header: string;
  /** The list's sort key, when the column sorts. */
  sortKey?: string;
  width: number;
  numeric?: boolean;
  cell: (row: PurchaseRow) => ReactNode;
}

/** Seed screen 1: No, transaction id, date, supplier, due date, status badge, receiver, total; and the receiving status (issue 13). */
const COLUMNS: Column[] = [
  { key: 'number', header: T.columns.number, sortKey: 'no_transaksi', width: 12, cell: (row) => row.no_transaksi },
  { key: 'date', header: T.columns.date, sortKey: 'tanggal_transaksi', width: 11, cell: (row) => showDate(row.tanggal_transaksi) },
  { key: 'supplier', header: T.columns.supplier, sortKey: 'supplier', width: 15, cell: (row) => row.supplier.nama_perusahaan },
  { key: 'due', header: T.columns.dueDate, sortKey: 'tanggal_jatuh_tempo', width: 11, cell: (row) => showDate(row.tanggal_jatuh_tempo) },
  {
    key: 'status',
    header: T.columns.status,
    sortKey: 'status_pembayaran',
    width: 12,
    cell: (row) => {
      const badge = statusBadge(row.status_pembayaran);
      return (
        <Tag intent={badge.intent} round className="purchase-status">
          {badge.text}
        </Tag>
      );
    },
  },
  {
    key: 'receiving',
    header: T.columns.receiving,
    width: 13,
    cell: (row) => {
      // The warehouse's receiving (issue 13): belum datang / sebagian / lengkap.
      const badge = receivingBadge(row.status_penerimaan);
      return (
        <Tag intent={badge.intent} round minimal={badge.intent !== Intent.SUCCESS} className="purchase-status">
          {badge.text}
        </Tag>
      );
    },
  },
  { key: 'receiver', header: T.columns.receiver, width: 13, cell: (row) => row.penerima.nama_perusahaan },
  { key: 'total', header: T.columns.total, sortKey: 'grand_total', width: 13, numeric: true, cell: (row) => formatRupiah(row.grand_total) },
];

function initialSort(): SortState {
  const [first] = parseSort(PO_DEFAULT_SORT);
  return { field: first?.field ?? 'tanggal_transaksi', direction: first?.direction ?? 'desc' };
}

/**
 * 'Pembelian' (seed 001 screens 1, 2, 4): the collapsible 'Tambah Pembelian' form above the PO
 * list (5 per page, newest first), with view (the detail modal), edit (its own page) and delete,
 * both refused once the PO is paid. `openId` opens a PO's detail at once (detailpembelian/{id}).
 */
export function PurchaseScreen({ openId = null }: { openId?: string | null }) {
  const formId = `purchase-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const navigate = useNavigate();

  // ---- table ----
  const [page, setPage] = useState(1);
  const { search, setSearch, filter } = useDebouncedSearch(() => setPage(1));
  const [sort, setSort] = useState<SortState>(initialSort);
  const list = usePurchaseListQuery({ page, per_page: PO_PAGE_SIZE, sort: `${sort.field}|${sort.direction}`, ...(filter ? { filter } : {}) });
  const [add, addState] = usePurchaseAddMutation();
  const [remove, removeState] = usePurchaseDeleteMutation();
  const saving = addState.isLoading;
  const deleting = removeState.isLoading;
  useEmptyPageStepBack(page, setPage, list.currentData);

  // ---- form ----
  const purchase = usePurchaseForm({
    formId,
    mode: 'add',
    saving,
    send: (body) => add(body),
    toasts: { succeeded: T.saved, failed: T.saveFailed },
    onSaved: () => {
      purchase.form.reset();
      purchase.form.focusField('id_supplier');
    },
  });
  const { form } = purchase;

  // ---- the seed's notices ('Tidak Bisa Diedit/Dihapus, PO Sudah Dibayar') ----
  const [notice, setNotice] = useState<string | null>(null);
  const [detailId, setDetailId] = useState<string | null>(openId);

  const edit = (row: Pick<PurchaseRow, 'id' | 'status_pembayaran'>) => {
    if (!isUnpaid(row.status_pembayaran)) {
      setNotice(T.paidNoEdit);
      return;
    }
    void navigate(editPurchasePath(row.id));
  };

  const removal = useDeleteConfirm<PurchaseRow>({
    deleting,
    // The server refuses a paid PO too (409), and its message is the failure toast's.
    remove: (row) => remove(row.id),
    onDeleted: (row) => {
      if (detailId === row.id) setDetailId(null);
    },
  });
  const askDelete = (row: PurchaseRow) => {
    if (!isUnpaid(row.status_pembayaran)) setNotice(T.paidNoDelete);
    // The warehouse received goods of it (the server refuses too, 409).
    else if (row.status_penerimaan !== 'belum datang') setNotice(T.receivedNoDelete);
    else removal.ask(row);
  };

  const closeDetail = () => {
    setDetailId(null);
    // Opened from its own address: closing it leaves the list at the list's address.
    if (openId) void navigate(purchaseListPath, { replace: true });
  };

  const busy = saving || deleting;

  return (
    <div className="erp-master purchase">
      <PurchaseForm
        formId={formId}
        mode="add"
        expanded={form.expanded}
        values={form.values}
        errors={form.errors}
        saving={saving}
        nextLineKey={purchase.nextLineKey}
        onToggle={form.toggle}
        onChange={form.change}
        onSubmit={() => void purchase.submit()}
        onCancel={form.cancel}
      />

      <ListCard<PurchaseRow>
        list={list}
        page={page}
        onPage={setPage}
        pageSize={PO_PAGE_SIZE}
        heading={<h4 className="purchase-list-title">{T.listTitle}</h4>}
        searchPlaceholder={T.searchPlaceholder}
        search={search}
        onSearch={setSearch}
        className="purchase-list"
        tableClassName="purchase-table"
        tableLabel={T.listLabel}
        columnCount={COLUMNS.length}
        actionsCol="purchase-col-actions"
        cols={COLUMNS.map((column) => (
          <col key={column.key} style={{ width: `${column.width}%` }} />
        ))}
        headers={COLUMNS.map((column) =>
          column.sortKey ? (
            <SortHeader
              key={column.key}
              label={column.header}
              direction={sort.field === column.sortKey ? sort.direction : null}
              onSort={() => {
                setSort((previous) => toggleSort(previous, column.sortKey ?? column.key));
                setPage(1);
              }}
            />
          ) : (
            <th key={column.key} scope="col">
              {column.header}
            </th>
          ),
        )}
        renderRow={(row, number) => (
          <tr key={row.id}>
            <td className="erp-master-number">{number}</td>
            {COLUMNS.map((column) => (
              <td key={column.key} className={column.numeric ? 'purchase-cell-number' : undefined}>
                {column.cell(row) || <span className={Classes.TEXT_MUTED}>–</span>}
              </td>
            ))}
            <td className="erp-master-actions">
              <RowAction icon="eye-open" title={T.view} label={T.viewOf(row.no_transaksi)} disabled={busy} onClick={() => setDetailId(row.id)} />
              <EditAction label={T.editOf(row.no_transaksi)} disabled={busy} onClick={() => edit(row)} />
              <DeleteAction label={T.deleteOf(row.no_transaksi)} disabled={busy} onClick={() => askDelete(row)} />
            </td>
          </tr>
        )}
      />

      <DeleteConfirm
        isOpen={removal.isOpen}
        deleting={deleting}
        subject={removal.subject?.no_transaksi}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />

      <PurchaseDetailDialog
        purchaseId={detailId}
        onClose={closeDetail}
        onPayment={(id) => void navigate(paymentPath(id))}
        onEdit={(detail: PurchaseDetail) => edit(detail)}
      />

      <NoticeAlert
        message={notice ?? purchase.alert}
        onDismiss={() => {
          setNotice(null);
          purchase.closeAlert();
        }}
        onClosed={() => {
          if (form.expanded) purchase.afterAlert();
        }}
      />
    </div>
  );
}
