// User Discount (operations §2 Discounts and minimum nights; /group-admin, /hotel-admin and
// /hotel-setting user-discount, USER_DISCOUNT): the allowances of a hotel or of the whole group with
// the hotel selector (core §6), searched by name; 'Create Discount' gives several users one at once,
// 'Update' changes one, delete asks first. Add/edit need WRITE, delete MAINTAIN.

import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useSettingsDeleteUserDiscountMutation,
  type SettingsUserDiscountFieldsFragment,
} from '../../graphql/hooks.gen';
import type { DataTableColumn } from '../../ui/data-table';
import { useList } from '../../ui/data-table/use-list';
import { CreateDiscountsForm } from './components/CreateDiscountsForm';
import { SettingsListScreen } from './components/SettingsListScreen';
import { UpdateDiscountForm } from './components/UpdateDiscountForm';
import { formatPercent } from '../../ui/format';
import { userDiscountsLists, type ScopePreference } from './lists';

type Row = SettingsUserDiscountFieldsFragment;

export interface UserDiscountsScreenProps {
  /** The group admin pages start on the whole group; the others on a hotel. */
  prefer?: ScopePreference;
}

export function UserDiscountsScreen({ prefer = 'hotel' }: UserDiscountsScreenProps) {
  const { t } = useTranslation('settings');
  const list = useList(userDiscountsLists[prefer]);
  const [remove] = useSettingsDeleteUserDiscountMutation();
  const columns = (scopeLabel: string | null): DataTableColumn<Row>[] => [
    { key: 'name', header: 'discount.name', sortable: true, searchable: true },
    { key: 'email', header: 'discount.email', sortable: true },
    {
      key: 'discount',
      header: 'discount.percentage',
      sortable: true,
      align: 'right',
      width: 140,
      render: (row) => formatPercent(row.discount),
    },
    {
      key: 'scope',
      header: 'discount.scope',
      render: (row) =>
        row.groupId ? (
          <Badge variant="light">{t('scope.wholeGroup')}</Badge>
        ) : (
          <Badge variant="outline">{scopeLabel ?? t('scope.hotel')}</Badge>
        ),
      exportValue: (row) => (row.groupId ? t('scope.wholeGroup') : (scopeLabel ?? '')),
    },
  ];
  return (
    <SettingsListScreen<Row>
      list={list}
      allowGroup
      prefer={prefer}
      ns="settings"
      title={t('discount.title')}
      description={t('discount.description')}
      feature="USER_DISCOUNT"
      columns={columns(null)}
      rowLabel={(row) => row.name}
      remove={async (row) => (await remove({ variables: { id: row.id } })).data?.deleteUserDiscount}
      createTitle={t('discount.create')}
      editTitle={t('discount.update')}
      drawerSize="lg"
      scoped={(scope) => ({
        columns: columns(scope.label),
        form: ({ row, close, saved }) =>
          row ? (
            <UpdateDiscountForm discount={row} onSaved={saved} onCancel={close} />
          ) : (
            <CreateDiscountsForm
              hotelId={scope.hotelId}
              groupId={scope.groupId}
              scopeLabel={scope.label}
              onSaved={saved}
              onCancel={close}
            />
          ),
      })}
    />
  );
}
