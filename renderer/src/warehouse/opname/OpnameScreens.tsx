import '../../shell/master/master.css';
import '../documents/documents.css';
import { Alert, Button, Callout, Intent, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { formatNumber } from '../../../../common/format';
import { describeError } from '../../session/logic';
import { showFailure, showSuccess } from '../../shell/toast';
import { DocumentListScreen, HeaderDateDialog } from '../documents/DocumentListScreen';
import { DocumentLinesTable, DocumentPage } from '../documents/DocumentPage';
import { answeredSince, parseAmount, showDocumentDate } from '../documents/logic';
import { useDocumentPrint } from '../documents/print';
import { RowEditor, type DraftRow } from '../documents/RowEditor';
import { DOCUMENT_TEXTS as D } from '../documents/texts';
import { useWarehouseOptionsQuery } from '../products/api';
import {
  opnamePrintPath,
  useOpnameAddMutation,
  useOpnameDeleteMutation,
  useOpnameRedateMutation,
  useOpnameDocumentQuery,
  useOpnameLineAddMutation,
  useOpnameLineDeleteMutation,
  useOpnameLineUpdateMutation,
  useOpnameListQuery,
  useOpnamePostMutation,
  type OpnameDocument,
} from './api';
import { movedLines, opnameDrafts, opnameRowProblem, signed } from './logic';
import { opnameDetailUrl, opnameFormUrl, opnameListUrl } from './paths';
import { OPNAME_TEXTS as T } from './texts';

const stateTag = (state: 'draft' | 'posted') =>
  state === 'posted' ? (
    <Tag intent={Intent.SUCCESS} minimal>
      {T.posted}
    </Tag>
  ) : (
    <Tag intent={Intent.WARNING} minimal>
      {T.draft}
    </Tag>
  );

/** 'List Data Stock Opname' (seed 001 screen 12): goods out's layout, with each opname's state. */
export function OpnameListScreen() {
  const navigate = useNavigate();
  const [add] = useOpnameAddMutation();
  const [remove] = useOpnameDeleteMutation();
  return (
    <DocumentListScreen
      title={T.listTitle}
      className="opname-list"
      useList={(args) => useOpnameListQuery(args)}
      create={async (createdDate) => {
        const result = await add(createdDate);
        return 'error' in result ? { error: result.error } : { id: result.data.data.id };
      }}
      remove={(row) => remove(row.id)}
      onOpen={(row) => void navigate(opnameDetailUrl(row.id))}
      onEdit={(row) => void navigate(opnameFormUrl(row.id))}
      onCreated={(id) => void navigate(opnameFormUrl(id))}
      editable={(row) => row.state !== 'posted'}
      extraCols={<col className="stock-documents-col-state" />}
      extraHeaders={<th scope="col">{T.state}</th>}
      extraCells={(row) => <td>{stateTag(row.state)}</td>}
      extraCount={1}
    />
  );
}

function headerFacts(document: OpnameDocument | undefined) {
  if (!document) return [];
  const h = document.header;
  return [
    [D.number, h.number],
    [D.date, showDocumentDate(h.created_date)],
    [D.createdBy, h.created_by_name],
    [T.state, stateTag(h.state)],
    ...(h.posted_at ? [[T.postedAt, `${showDocumentDate(h.posted_at)}${h.posted_by_name ? ` · ${h.posted_by_name}` : ''}`] as const] : []),
  ] as const;
}

/** 'Tambah Stock Opname' (seed 001 screen 12): counted rows, each saved on its own; read-only once posted. */
export function OpnameFormScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const document = useOpnameDocumentQuery(id, { refetchOnMountOrArgChange: true });
  const [openedAt] = useState(() => Date.now());
  const fresh = answeredSince(openedAt, document.fulfilledTimeStamp);
  const warehouses = useWarehouseOptionsQuery();
  const [addLine] = useOpnameLineAddMutation();
  const [updateLine] = useOpnameLineUpdateMutation();
  const [deleteLine] = useOpnameLineDeleteMutation();
  const [redate] = useOpnameRedateMutation();
  const [changingDate, setChangingDate] = useState(false);
  const data = document.currentData;
  const posted = data?.header.state === 'posted';

  const save = async (row: DraftRow) => {
    const line = { product: row.product?.id ?? '', warehouse: row.warehouseId, stock_real: Number(row.amount) };
    const result = row.savedId ? await updateLine({ headerId: id, id: row.savedId, line }) : await addLine({ headerId: id, line });
    return 'error' in result ? { ok: false as const, error: result.error } : { ok: true as const, savedId: result.data.data.id };
  };

  return (
    <DocumentPage
      title={T.formTitle}
      className="opname-form"
      ready={data !== undefined && fresh}
      error={document.isError ? document.error : null}
      onRetry={() => void document.refetch()}
      onBack={() => void navigate(opnameListUrl)}
      facts={headerFacts(data)}
      actions={
        <>
          {!posted && <Button icon="calendar" text={D.changeDate} onClick={() => setChangingDate(true)} />}
          <Button icon="document-open" text={T.toDetail} onClick={() => void navigate(opnameDetailUrl(id))} />
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
      {data && posted && (
        <Callout intent={Intent.PRIMARY} icon="lock">
          {T.readOnly}
        </Callout>
      )}
      {data && !posted && (
        <RowEditor
          key={id}
          initialRows={opnameDrafts(data)}
          amountLabel={T.counted}
          withNote={false}
          warehouses={warehouses.currentData}
          savedAmountIsOut={false}
          validate={opnameRowProblem}
          save={save}
          remove={async (savedId) => {
            const result = await deleteLine({ headerId: id, id: savedId });
            return 'error' in result ? { ok: false, error: result.error } : { ok: true };
          }}
          extraHeader={<th className="stock-documents-numeric">{T.difference}</th>}
          extraCell={(row, system) => {
            const counted = parseAmount(row.amount);
            return <td className="stock-documents-numeric">{counted !== null && system !== undefined ? signed(counted - system) : '–'}</td>;
          }}
        />
      )}
    </DocumentPage>
  );
}

/** The opname's detail: counted rows with both figures, 'Selesai' while a draft, and 'Cetak Laporan'. */
export function OpnameDetailScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const document = useOpnameDocumentQuery(id, { refetchOnMountOrArgChange: true });
  const [post, posting] = useOpnamePostMutation();
  const { printing, print } = useDocumentPrint();
  const [asking, setAsking] = useState(false);
  const data = document.currentData;
  const posted = data?.header.state === 'posted';
  const moved = data ? movedLines(data) : [];

  const confirmPost = async () => {
    if (!data) return;
    const result = await post({ id, acceptMoved: moved.length > 0 });
    if ('error' in result) {
      // A balance that moved after this screen read it: the rows are read again and shown.
      showFailure(T.postFailed, describeError(result.error));
      void document.refetch();
      return;
    }
    setAsking(false);
    showSuccess(T.postDone);
  };

  const sum = (pick: (line: OpnameDocument['data'][number]) => number) => data?.data.reduce((total, line) => total + pick(line), 0) ?? 0;
  return (
    <DocumentPage
      title={T.detailTitle}
      className="opname-detail"
      // Posting is decided on these figures: never on a cached copy while the fresh one loads.
      ready={data !== undefined && !document.isFetching}
      error={document.isError ? document.error : null}
      onRetry={() => void document.refetch()}
      onBack={() => void navigate(opnameListUrl)}
      facts={headerFacts(data)}
      actions={
        <>
          {!posted && <Button icon="edit" text={T.editRows} onClick={() => void navigate(opnameFormUrl(id))} />}
          {!posted && <Button icon="tick-circle" intent={Intent.SUCCESS} text={T.post} disabled={!data || data.data.length === 0} onClick={() => setAsking(true)} />}
          <Button
            icon="print"
            intent={Intent.PRIMARY}
            text={printing ? D.printing : D.print}
            disabled={printing}
            onClick={() => data && void print(opnamePrintPath(id), T.pdfName(data.header.number))}
          />
        </>
      }
    >
      {data && !posted && moved.length > 0 && (
        <Callout intent={Intent.WARNING} icon="warning-sign" className="opname-moved-note">
          {T.movedNote(moved.length)}
        </Callout>
      )}
      {data && (
        <DocumentLinesTable
          label={T.detailTitle}
          rowCount={data.data.length}
          columnCount={posted ? 8 : 7}
          headers={
            <>
              <th className="erp-master-number">NO.</th>
              <th>{D.product}</th>
              <th>{D.warehouse}</th>
              <th className="stock-documents-numeric">{T.systemAtCount}</th>
              <th className="stock-documents-numeric">{T.counted}</th>
              <th className="stock-documents-numeric">{T.difference}</th>
              {posted ? (
                <>
                  <th className="stock-documents-numeric">{T.balanceAtPost}</th>
                  <th className="stock-documents-numeric">{T.adjustment}</th>
                </>
              ) : (
                <th className="stock-documents-numeric">{T.stockNow}</th>
              )}
            </>
          }
          footer={
            <tr>
              <td />
              <td>{D.total}</td>
              <td />
              <td className="stock-documents-numeric">{formatNumber(sum((l) => l.stock_data))}</td>
              <td className="stock-documents-numeric">{formatNumber(sum((l) => l.stock_real))}</td>
              <td className="stock-documents-numeric">{signed(sum((l) => l.difference))}</td>
              {posted ? (
                <>
                  <td className="stock-documents-numeric">{formatNumber(sum((l) => l.balance_at_post ?? 0))}</td>
                  <td className="stock-documents-numeric">{signed(sum((l) => l.adjustment ?? 0))}</td>
                </>
              ) : (
                <td className="stock-documents-numeric">{formatNumber(sum((l) => l.stock_now ?? 0))}</td>
              )}
            </tr>
          }
        >
          {data.data.map((line, index) => {
            const lineMoved = line.stock_now !== null && line.stock_now !== line.stock_data;
            return (
              <tr key={line.id}>
                <td className="erp-master-number">{index + 1}</td>
                <td>
                  {line.product.name}
                  <div className="bp6-text-muted bp6-text-small">
                    {line.product.code} · {line.product.unit}
                  </div>
                </td>
                <td>{line.warehouse.name}</td>
                <td className="stock-documents-numeric">{formatNumber(line.stock_data)}</td>
                <td className="stock-documents-numeric">{formatNumber(line.stock_real)}</td>
                <td className="stock-documents-numeric">{signed(line.difference)}</td>
                {posted ? (
                  <>
                    <td className="stock-documents-numeric">{formatNumber(line.balance_at_post ?? 0)}</td>
                    <td className="stock-documents-numeric">{signed(line.adjustment ?? 0)}</td>
                  </>
                ) : (
                  <td className={`stock-documents-numeric${lineMoved ? ' stock-documents-moved' : ''}`} title={lineMoved ? T.movedTitle : undefined}>
                    {formatNumber(line.stock_now ?? 0)}
                  </td>
                )}
              </tr>
            );
          })}
        </DocumentLinesTable>
      )}
      <Alert
        isOpen={asking}
        icon="tick-circle"
        intent={Intent.SUCCESS}
        confirmButtonText={posting.isLoading ? T.posting : T.postConfirm}
        cancelButtonText={D.cancel}
        loading={posting.isLoading}
        onConfirm={() => void confirmPost()}
        onCancel={() => !posting.isLoading && setAsking(false)}
        className="opname-post-alert"
      >
        <h4 className="erp-alert-title">{T.postTitle}</h4>
        <p>{T.postQuestion}</p>
        {moved.length > 0 && (
          <Callout intent={Intent.WARNING} title={T.movedTitle} className="opname-moved">
            <p>{T.movedIntro}</p>
            <ul>
              {moved.map((line) => (
                <li key={line.id}>
                  {T.movedRow(
                    line.product.name,
                    line.warehouse.name,
                    formatNumber(line.stock_data),
                    formatNumber(line.stock_now ?? 0),
                    formatNumber(line.stock_real),
                    signed(line.stock_real - (line.stock_now ?? 0)),
                  )}
                </li>
              ))}
            </ul>
          </Callout>
        )}
      </Alert>
    </DocumentPage>
  );
}
