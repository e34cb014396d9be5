// An amount column: right-aligned, "1,250.00" on screen, "1250.00" in exports (ui/format).

import { formatAmount, plainAmount } from '../format';
import { columnValue, type DataTableColumn } from './types';

/** The column of `key`; `amount` reads the value when it is not row[key]; `more` adds or overrides. */
export function moneyColumn<Row>(
  key: string,
  header: string,
  amount: (row: Row) => unknown = (row) => columnValue(row, key),
  more: Partial<DataTableColumn<Row>> = {},
): DataTableColumn<Row> {
  return {
    key,
    header,
    align: 'right',
    render: (row) => formatAmount(amount(row)),
    exportValue: (row) => plainAmount(amount(row)),
    ...more,
  };
}
