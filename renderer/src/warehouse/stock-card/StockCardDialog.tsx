import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { StockCardView, type StockCardProduct } from './StockCardView';
import { STOCK_CARD_TEXTS as T } from './texts';

export type { StockCardProduct } from './StockCardView';

/** 'Kartu Stok' of one product, opened from 'Rincian Produk'. */
export function StockCardDialog({ product, onClose }: { product: StockCardProduct; onClose: () => void }) {
  return (
    <Dialog isOpen onClose={onClose} title={T.title(product.name)} icon="th-list" className="stock-card-dialog">
      <DialogBody>
        <StockCardView product={product} />
      </DialogBody>
      <DialogFooter actions={<Button text={T.close} onClick={onClose} />} />
    </Dialog>
  );
}
