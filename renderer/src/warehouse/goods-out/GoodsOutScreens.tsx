import '../../shell/master/master.css';
import '../documents/documents.css';
import { Button, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { formatNumber } from '../../../../common/format';
import { ListCard } from '../../shell/master/ListCard';
import { useDebouncedSearch } from '../../shell/master/SearchBox';
import { useWarehouseOptionsQuery } from '../products/api';
import { DocumentListScreen, HeaderDateDialog } from '../documents/DocumentListScreen';
import { DocumentLinesTable, DocumentPage } from '../documents/DocumentPage';
import { answeredSince, showDocumentDate } from '../documents/logic';
import { useDocumentPrint } from '../documents/print';
import { RowEditor, type DraftRow } from '../documents/RowEditor';
import { DOCUMENT_TEXTS as D } from '../documents/texts';
import { DOCUMENT_HISTORY_PAGE_SIZE } from '../../../../common/contract/warehouse-documents';
import {
  goodsOutPrintPath,
  useGoodsOutAddMutation,
  useGoodsOutDeleteMutation,
  useGoodsOutRedateMutation,
  useGoodsOutDocumentQuery,
  useGoodsOutHistoryQuery,
  useGoodsOutLineAddMutation,
  useGoodsOutLineDeleteMutation,
  useGoodsOutLineUpdateMutation,
  useGoodsOutListQuery,
  type GoodsOutDocument,
} from './api';
import { goodsOutDrafts, goodsOutRowProblem, refuseEmptyProduct } from './logic';
import { goodsOutDetailUrl, goodsOutFormUrl, goodsOutListUrl } from './paths';
import { GOODS_OUT_TEXTS as T } from './texts';

/** 'List Data Barang Keluar' (seed 001 screen 7). */
export function GoodsOutListScreen() {
  const navigate = useNavigate();
  const [add] = useGoodsOutAddMutation();
  const [remove] = useGoodsOutDeleteMutation();
  return (
    <DocumentListScreen
      title={T.listTitle}
      className="goods-out-list"
      useList={(args) => useGoodsOutListQuery(args)}
      create={async (createdDate) => {
        const result = await add(createdDate);
        return 'error' in result ? { error: result.error } : { id: result.data.data.id };
      }}
      remove={(row) => remove(row.id)}
      onOpen={(row) => void navigate(goodsOutDetailUrl(row.id))}
      onEdit={(row) => void navigate(goodsOutFormUrl(row.id))}
      onCreated={(id) => void navigate(goodsOutFormUrl(id))}
    />
  );
}

const headerFacts = (document: GoodsOutDocument | undefined) =>
  document
    ? ([
        [D.number, document.header.number],
        [D.date, showDocumentDate(document.header.created_date)],
        [D.createdBy, document.header.created_by_name],
      ] as const)
    : [];

/** 'Tambah Barang Keluar' (seed 001 screen 8): the document's rows, each saved on its own. */
export function GoodsOutFormScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const document = useGoodsOutDocumentQuery(id, { refetchOnMountOrArgChange: true });
  const [openedAt] = useState(() => Date.now());
  const fresh = answeredSince(openedAt, document.fulfilledTimeStamp);
  const warehouses = useWarehouseOptionsQuery();
  const [addLine] = useGoodsOutLineAddMutation();
  const [updateLine] = useGoodsOutLineUpdateMutation();
  const [deleteLine] = useGoodsOutLineDeleteMutation();
  const [redate] = useGoodsOutRedateMutation();
  const [changingDate, setChangingDate] = useState(false);
  const data = document.currentData;

  const save = async (row: DraftRow) => {
    const line = { id_product: row.product?.id ?? '', warehouse: row.warehouseId, stock: Number(row.amount), ket: row.note.trim() };
    const result = row.savedId ? await updateLine({ headerId: id, id: row.savedId, line }) : await addLine({ headerId: id, line });
    return 'error' in result ? { ok: false as const, error: result.error } : { ok: true as const, savedId: result.data.data._id };
  };

  return (
    <DocumentPage
      title={T.formTitle}
      className="goods-out-form"
      ready={data !== undefined && fresh}
      error={document.isError ? document.error : null}
      onRetry={() => void document.refetch()}
      onBack={() => void navigate(goodsOutListUrl)}
      facts={headerFacts(data)}
      actions={
        <>
          <Button icon="calendar" text={D.changeDate} onClick={() => setChangingDate(true)} />
          <Button icon="document-open" text={T.toDetail} onClick={() => void navigate(goodsOutDetailUrl(id))} />
        </>
      }
    >
      <HeaderDateDialog
        isOpen={changingDate}
        title={D.changeDateTitle}
        initial={() => (data ? new Date(data.header.created_date) : new Date())}
        action="Edit"
        submitText={D.saveDate}
        onClose={() => setChangingDate(false)}
        save={async (createdDate) => {
          const result = await redate({ id, createdDate });
          return 'error' in result ? { error: result.error } : { id };
        }}
        onSaved={() => undefined}
      />
      {data && (
        <RowEditor
          key={id}
          initialRows={goodsOutDrafts(data)}
          amountLabel={T.amount}
          withNote
          warehouses={warehouses.currentData}
          savedAmountIsOut
          validate={goodsOutRowProblem}
          refuseProduct={refuseEmptyProduct}
          save={save}
          remove={async (savedId) => {
            const result = await deleteLine({ headerId: id, id: savedId });
            return 'error' in result ? { ok: false, error: result.error } : { ok: true };
          }}
        />
      )}
    </DocumentPage>
  );
}

/** 'Detail Barang Keluar' (seed 001 screen 9) with 'Cetak Laporan'. */
export function GoodsOutDetailScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const document = useGoodsOutDocumentQuery(id, { refetchOnMountOrArgChange: true });
  const { printing, print } = useDocumentPrint();
  const data = document.currentData;
  const total = data?.data.reduce((sum, line) => sum + line.stock, 0) ?? 0;
  return (
    <DocumentPage
      title={T.detailTitle}
      className="goods-out-detail"
      ready={data !== undefined}
      error={document.isError ? document.error : null}
      onRetry={() => void document.refetch()}
      onBack={() => void navigate(goodsOutListUrl)}
      facts={headerFacts(data)}
      actions={
        <>
          <Button icon="edit" text={T.editRows} onClick={() => void navigate(goodsOutFormUrl(id))} />
          <Button
            icon="print"
            intent={Intent.PRIMARY}
            text={printing ? D.printing : D.print}
            disabled={printing}
            onClick={() => data && void print(goodsOutPrintPath(id), T.pdfName(data.header.number))}
          />
        </>
      }
    >
      {data && (
        <DocumentLinesTable
          label={T.detailTitle}
          rowCount={data.data.length}
          columnCount={7}
          headers={
            <>
              <th className="erp-master-number">NO.</th>
              <th>{D.product}</th>
              <th>{D.warehouse}</th>
              <th className="stock-documents-numeric">{D.stockSystem}</th>
              <th className="stock-documents-numeric">{T.amount}</th>
              <th>Satuan</th>
              <th>{D.note}</th>
            </>
          }
          footer={
            <tr>
              <td />
              <td>{D.total}</td>
              <td />
              <td />
              <td className="stock-documents-numeric">{formatNumber(total)}</td>
              <td />
              <td />
            </tr>
          }
        >
          {data.data.map((line, index) => (
            <tr key={line._id}>
              <td className="erp-master-number">{index + 1}</td>
              <td>
                {line.product.name}
                <div className="bp6-text-muted bp6-text-small">{line.product.code}</div>
              </td>
              <td>{line.warehouse.name}</td>
              <td className="stock-documents-numeric">{formatNumber(line.stock_system)}</td>
              <td className="stock-documents-numeric">{formatNumber(line.stock)}</td>
              <td>{line.product.unit}</td>
              <td>{line.ket}</td>
            </tr>
          ))}
        </DocumentLinesTable>
      )}
      {data && data.data.length > 0 && <p className="stock-documents-note">{T.systemNote}</p>}
    </DocumentPage>
  );
}

/** 'Riwayat Barang Keluar' (seed 001 screen 10): 5 per page, search; date, number, product, amount. */
export function GoodsOutHistoryScreen() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const { search, setSearch, filter } = useDebouncedSearch(() => setPage(1));
  const list = useGoodsOutHistoryQuery({ page, filter });
  return (
    <div className="erp-master stock-documents goods-out-history">
      <ListCard
        list={list}
        page={page}
        onPage={setPage}
        pageSize={DOCUMENT_HISTORY_PAGE_SIZE}
        searchPlaceholder={T.historySearch}
        search={search}
        onSearch={setSearch}
        heading={
          <div className="stock-documents-heading">
            <h4>{T.historyTitle}</h4>
          </div>
        }
        tableLabel={T.historyTitle}
        interactive
        cols={
          <>
            <col className="stock-documents-col-date" />
            <col className="stock-documents-col-number" />
            <col />
            <col />
            <col className="stock-documents-col-lines" />
          </>
        }
        headers={
          <>
            <th scope="col">{D.date}</th>
            <th scope="col">{D.number}</th>
            <th scope="col">{T.historyProduct}</th>
            <th scope="col">{D.warehouse}</th>
            <th scope="col" className="stock-documents-numeric">
              {T.historyAmount}
            </th>
          </>
        }
        columnCount={5}
        renderRow={(row, number) => (
          <tr key={row.id} onClick={() => void navigate(goodsOutDetailUrl(row.document_id))}>
            <td className="erp-master-number">{number}</td>
            <td>{showDocumentDate(row.created_date)}</td>
            <td className="stock-documents-doc-number">{row.number}</td>
            <td>{row.product}</td>
            <td>{row.warehouse}</td>
            <td className="stock-documents-numeric">{formatNumber(row.stock)}</td>
          </tr>
        )}
      />
    </div>
  );
}
