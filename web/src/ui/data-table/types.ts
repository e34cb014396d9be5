import type { ReactNode } from 'react';

export type ColumnAlign = 'left' | 'center' | 'right';

export interface DataTableColumn<Row> {
  /** Unique among the columns; also the default sort field, filter key and cell value (row[key]). */
  key: string;
  /** A string is an i18n key, read in DataTable's `ns` (untranslated keys show as written). */
  header: ReactNode;
  /** The cell; default: row[key] as text, '—' when empty. */
  render?: (row: Row, index: number) => ReactNode;
  sortable?: boolean;
  /** The server's sort field when it differs from `key`. */
  sortField?: string;
  /** A search input under the header, debounced 500 ms, stored as filters[filterKey ?? key]. */
  searchable?: boolean;
  filterKey?: string;
  /** Default: "Search". */
  searchPlaceholder?: string;
  width?: number | string;
  align?: ColumnAlign;
  /** The CSV/PDF value; default row[key]; false leaves the column out of exports. */
  exportValue?: ((row: Row) => unknown) | false;
}

export const columnSortField = (column: DataTableColumn<never>): string => column.sortField ?? column.key;
export const columnFilterKey = (column: DataTableColumn<never>): string => column.filterKey ?? column.key;

/** row[key] for the default cell and export value. */
export function columnValue<Row>(row: Row, key: string): unknown {
  return typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[key] : undefined;
}
