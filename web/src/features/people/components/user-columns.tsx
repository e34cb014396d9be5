// The columns the users and administrators lists share: the name (searched), the e-mail and the
// level first, the enabled state last.

import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../ui/data-table';
import { LevelBadge, StateBadge } from './Badges';

interface Person {
  firstName: string;
  lastName: string;
  email: string;
  level: string;
  active: boolean;
}

const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;

export function userLeadColumns<Row extends Person>(t: TFunction<'people'>): DataTableColumn<Row>[] {
  return [
    {
      key: 'name',
      header: 'users.name',
      searchable: true,
      searchPlaceholder: t('users.searchPlaceholder'),
      render: fullName,
      exportValue: fullName,
    },
    { key: 'email', header: 'users.email' },
    {
      key: 'level',
      header: 'users.level',
      width: 210,
      render: (row) => <LevelBadge level={row.level} />,
      exportValue: (row) => t(`level.${row.level}`),
    },
  ];
}

export function userStateColumn<Row extends Person>(t: TFunction<'people'>): DataTableColumn<Row> {
  return {
    key: 'active',
    header: 'users.state',
    width: 120,
    render: (row) => <StateBadge active={row.active} on={t('state.enabled')} off={t('state.disabled')} />,
    exportValue: (row) => (row.active ? t('state.enabled') : t('state.disabled')),
  };
}
