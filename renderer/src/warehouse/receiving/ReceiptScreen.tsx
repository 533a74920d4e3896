import '../../shell/master/master.css';
import './receiving.css';
import { Button, Card, Intent, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { RECEIVING_PAGE_SIZE, type ReceivingLineRow } from '../../../../common/contract/warehouse-receiving';
import { useEmptyPageStepBack } from '../../shell/master/hooks';
import { ListCard } from '../../shell/master/ListCard';
import { useDebouncedSearch } from '../../shell/master/SearchBox';
import { showSuccess } from '../../shell/toast';
import { useReceivingLinesQuery } from './api';
import { ArrivalDialog } from './ArrivalDialog';
import { amountWithUnit, weekdayDate } from './logic';
import { incomingListPath } from './paths';
import { ReceivingTag } from './ReceivingTag';
import { RECEIVING_TEXTS as T } from './texts';

type Line = ReceivingLineRow['product'];

/**
 * The receipt screen of one PO (seed 001 screen 5, warehouseDetailStockIncome): its products 5 per
 * page with what arrived, 'Cari Nama Produk...', 'Penerimaan' while a product is still to come and
 * 'Lengkap' once it is all in. When the last product is complete the PO leaves the list and the
 * screen returns to it.
 */
export function ReceiptScreen() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const { search, setSearch, filter } = useDebouncedSearch(() => setPage(1));
  const lines = useReceivingLinesQuery({ id, query: { page, per_page: RECEIVING_PAGE_SIZE, ...(filter ? { filter } : {}) } });
  useEmptyPageStepBack(page, setPage, lines.currentData);
  const [receiving, setReceiving] = useState<Line | null>(null);

  const purchase = (lines.currentData ?? lines.data)?.purchase;
  const number = purchase?.no_transaksi ?? params.get('noTrx') ?? '';
  const supplier = purchase?.supplier.nama_perusahaan ?? params.get('namaSupplier') ?? '';

  const received = (next: boolean) => {
    setReceiving(null);
    if (next) {
      showSuccess(T.poComplete(number));
      void navigate(incomingListPath);
    }
  };

  return (
    <div className="erp-master receiving">
      <Card compact className="receiving-header">
        <div className="receiving-header-top">
          <Button icon="arrow-left" variant="minimal" text={T.back} aria-label={T.backToList} onClick={() => void navigate(incomingListPath)} />
          <h4 className="receiving-title">{T.receiptTitle(number)}</h4>
        </div>
        <dl className="receiving-facts">
          <div>
            <dt>{T.receiptFacts.number}</dt>
            <dd className="receiving-code">{number || '–'}</dd>
          </div>
          <div>
            <dt>{T.receiptFacts.date}</dt>
            <dd>{purchase ? weekdayDate(purchase.tanggal_transaksi) : '–'}</dd>
          </div>
          <div>
            <dt>{T.receiptFacts.supplier}</dt>
            <dd>{supplier || '–'}</dd>
          </div>
          <div>
            <dt>{T.receiptFacts.status}</dt>
            <dd>{purchase ? <ReceivingTag status={purchase.status_penerimaan} /> : '–'}</dd>
          </div>
        </dl>
      </Card>

      <ListCard<ReceivingLineRow>
        list={lines}
        page={page}
        onPage={setPage}
        pageSize={RECEIVING_PAGE_SIZE}
        heading={<h5 className="receiving-subtitle">{T.linesLabel}</h5>}
        searchPlaceholder={T.lineSearch}
        search={search}
        onSearch={setSearch}
        tableLabel={T.linesLabel}
        columnCount={5}
        actionsCol="receiving-col-action"
        cols={
          <>
            <col style={{ width: '36%' }} />
            <col style={{ width: '11%' }} />
            <col style={{ width: '13%' }} />
            <col style={{ width: '11%' }} />
            <col style={{ width: '11%' }} />
          </>
        }
        headers={
          <>
            <th scope="col">{T.lineColumns.product}</th>
            <th scope="col" className="receiving-cell-number">
              {T.lineColumns.qty}
            </th>
            <th scope="col" className="receiving-cell-number">
              {T.lineColumns.arrived}
            </th>
            <th scope="col" className="receiving-cell-number">
              {T.lineColumns.remaining}
            </th>
            <th scope="col">{T.lineColumns.unit}</th>
          </>
        }
        renderRow={({ product }, rowNumber) => (
          <tr key={product._id}>
            <td className="erp-master-number">{rowNumber}</td>
            <td>
              <div>{product.name}</div>
              {product.code !== '-' && <div className="receiving-muted">{product.code}</div>}
            </td>
            <td className="receiving-cell-number">{amountWithUnit(product.qty, '')}</td>
            <td className="receiving-cell-number">{amountWithUnit(product.qty_diterima, '')}</td>
            <td className="receiving-cell-number">{amountWithUnit(product.sisa, '')}</td>
            <td>{product.satuan}</td>
            <td className="erp-master-actions">
              {product.status_gudang === 'sudah' ? (
                <Tag intent={Intent.SUCCESS} round icon="tick">
                  {T.complete}
                </Tag>
              ) : (
                <Button size="small" intent={Intent.PRIMARY} icon="import" text={T.receive} aria-label={T.receiveOf(product.name)} onClick={() => setReceiving(product)} />
              )}
            </td>
          </tr>
        )}
      />

      <ArrivalDialog purchaseId={id} purchaseDate={purchase?.tanggal_transaksi} line={receiving} onClose={() => setReceiving(null)} onReceived={received} />
    </div>
  );
}
