// The data-table pattern: import from 'ui/data-table', not from its files.
export { DataTable, type DataTableExport, type DataTablePdfExport, type DataTableProps } from './DataTable';
export {
  CrudDrawer,
  CrudModal,
  useCrudDialog,
  type CrudContentContext,
  type CrudDialogController,
  type CrudDrawerProps,
  type CrudMode,
  type CrudModalProps,
  type CrudTarget,
} from './CrudDialog';
export { useDataTableState, useSearchParamTableState, type DataTableController } from './use-data-table-state';
export {
  defineTableSearch,
  SCOPE_SEARCH_KEY,
  searchScopeKey,
  TABLE_SEARCH_KEYS,
  type TableSearch,
  type TableSearchConfig,
  type TableSearchDefinition,
} from './search-params';
export {
  DEFAULT_PAGE_SIZE,
  DEFAULT_PAGE_SIZES,
  pageRows,
  TABLE_SEARCH_DEBOUNCE_MS,
  toPageVariables,
  type PageVariables,
  type SortDirection,
  type TableDefaults,
  type TableFilters,
  type TableSort,
  type TableState,
} from './table-state';
export type { ColumnAlign, DataTableColumn } from './types';
export {
  crudActions,
  useCrudRights,
  type CrudActionsOptions,
  type CrudActionsProps,
  type CrudRights,
} from './crud-actions';
export { FilterSelect, PeriodFilter, type FilterSelectProps, type PeriodFilterProps } from './TableFilters';
export { fetchAllPages } from './all-pages';
export { moneyColumn } from './money-column';
export {
  listTableProps,
  useList,
  useScopeInUrl,
  useWholeList,
  type ListController,
  type WholeListOptions,
} from './use-list';
