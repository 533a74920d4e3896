/** Stock opname's routes under /warehouse (seed 001 route table). */
export const OPNAME_PATHS = {
  list: 'operation/stockopname',
  form: 'operation/stockopname/add/:id',
  detail: 'operation/stockopname/sm_detail/:id',
} as const;

export const opnameListUrl = `/warehouse/${OPNAME_PATHS.list}`;
export const opnameFormUrl = (id: string) => `/warehouse/${OPNAME_PATHS.form.replace(':id', id)}`;
export const opnameDetailUrl = (id: string) => `/warehouse/${OPNAME_PATHS.detail.replace(':id', id)}`;
