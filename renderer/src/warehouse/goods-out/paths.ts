/** Goods out's routes under /warehouse (seed 001 route table). */
export const GOODS_OUT_PATHS = {
  list: 'products/outcomestock',
  form: 'products/outcomestocks/formstockoutcome/:id',
  detail: 'products/outcomestocks/detailstockoutcome/:id',
  history: 'products/outcomestocks/history',
} as const;

export const goodsOutListUrl = `/warehouse/${GOODS_OUT_PATHS.list}`;
export const goodsOutFormUrl = (id: string) => `/warehouse/${GOODS_OUT_PATHS.form.replace(':id', id)}`;
export const goodsOutDetailUrl = (id: string) => `/warehouse/${GOODS_OUT_PATHS.detail.replace(':id', id)}`;
