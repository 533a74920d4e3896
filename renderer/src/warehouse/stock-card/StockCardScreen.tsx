import '../../shell/master/master.css';
import './stock-card.css';
import { Card, FormGroup, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import type { ProductOption } from '../products/api';
import { ProductSuggest } from '../stock-move/ProductSuggest';
import { StockCardView } from './StockCardView';
import { STOCK_CARD_TEXTS as T } from './texts';

/**
 * 'Kartu Stok' on the warehouse menu (issue 27 §5): any product's card without going through
 * Produk → Rincian Produk. The product is searched by name; another pick starts its card afresh.
 */
export function StockCardScreen() {
  const [product, setProduct] = useState<ProductOption | null>(null);
  return (
    <div className="erp-master stock-card-screen">
      <Card compact className="stock-card-screen-card">
        <div className="stock-card-screen-head">
          <h3 className="stock-card-screen-title">{product ? T.title(product.name) : T.open}</h3>
          <FormGroup label={T.product} labelFor="stock-card-product" inline className="stock-card-product">
            <ProductSuggest id="stock-card-product" value={product} onChange={setProduct} disabled={false} invalid={false} />
          </FormGroup>
        </div>
        {product ? <StockCardView key={product.id} product={product} /> : <NonIdealState icon="th-list" title={T.pickTitle} description={T.pickProduct} />}
      </Card>
    </div>
  );
}
