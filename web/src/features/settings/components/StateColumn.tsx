// The State column of the settings lists (promotions, room blocks, terms): Active in colour,
// Inactive in grey, the same words in exports.

import { Badge } from '@mantine/core';
import type { DataTableColumn } from '../../../ui/data-table';

export function stateColumn<Row extends { active: boolean }>(
  label: (row: Row) => string,
  color = 'green',
): DataTableColumn<Row> {
  return {
    key: 'active',
    header: 'common.state',
    width: 110,
    render: (row) => (
      <Badge variant="light" color={row.active ? color : 'gray'}>
        {label(row)}
      </Badge>
    ),
    exportValue: label,
  };
}
