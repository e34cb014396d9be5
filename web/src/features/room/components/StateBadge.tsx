// Active or inactive, as every catalogue list shows it, and the catalogue lists' picture column.

import { Badge, Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../ui/data-table/types';

export function StateBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('room');
  return (
    <Badge variant="light" color={active ? 'teal' : 'gray'} size="sm">
      {active ? t('common.active') : t('common.inactive')}
    </Badge>
  );
}

/** The export value of the same column. */
export const stateText = (t: (key: string) => string, active: boolean) =>
  active ? t('room:common.active') : t('room:common.inactive');

/** The state column of a catalogue list (`header`: a key of the screen's namespace). */
export function stateColumn<Row extends { active: boolean }>(
  t: (key: string) => string,
  header = 'common.state',
  width = 110,
): DataTableColumn<Row> {
  return {
    key: 'active',
    header,
    width,
    render: (row) => <StateBadge active={row.active} />,
    exportValue: (row) => stateText(t, row.active),
  };
}

/** The picture column of a catalogue list (not exported). */
export function pictureColumn<Row extends { image?: string | null; name: string }>(
  header: string,
): DataTableColumn<Row> {
  return {
    key: 'image',
    header,
    width: 96,
    exportValue: false,
    render: (row) => (row.image ? <Image src={row.image} alt={row.name} h={40} w={72} radius="sm" fit="cover" /> : '—'),
  };
}
