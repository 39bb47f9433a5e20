export { DataTable, type DataTableColumn, WRAPPING_PAGINATION_SX } from './data-table';
export { RowAction } from './row-action';
export type { TableSort, TableState } from './table-state';
export { useDeleteConfirmation } from './use-delete-confirmation';
export { usePagedQuery } from './use-paged-query';
