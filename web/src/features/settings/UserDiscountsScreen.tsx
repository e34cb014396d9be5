// User Discount (operations §2 Discounts and minimum nights; /group-admin, /hotel-admin and
// /hotel-setting user-discount, USER_DISCOUNT): the allowances of a hotel or of the whole group with
// the hotel selector (core §6), searched by name; 'Create Discount' gives several users one at once,
// 'Update' changes one, delete asks first. Add/edit need WRITE, delete MAINTAIN.

import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useSettingsDeleteUserDiscountMutation,
  useSettingsUserDiscountsQuery,
  type SettingsUserDiscountFieldsFragment,
} from '../../graphql/hooks.gen';
import {
  crudActions,
  CrudModal,
  DataTable,
  useCrudDialog,
  useCrudRights,
  useSearchParamTableState,
} from '../../ui/data-table';
import { CreateDiscountsForm } from './components/CreateDiscountsForm';
import { ScopeSelect } from './components/ScopeSelect';
import { ScopedScreen } from './components/ScopedScreen';
import { UpdateDiscountForm } from './components/UpdateDiscountForm';
import { formatPercent } from '../../ui/format';
import { pageOfRows } from './local-rows';
import { userDiscountsSearch } from './table-searches';
import type { SettingsScope } from './use-settings-scope';

type Row = SettingsUserDiscountFieldsFragment;

export interface UserDiscountsScreenProps {
  /** The group admin pages start on the whole group; the others on a hotel. */
  prefer?: 'group' | 'hotel';
}

export function UserDiscountsScreen({ prefer = 'hotel' }: UserDiscountsScreenProps) {
  const { t } = useTranslation('settings');
  return (
    <ScopedScreen title={t('discount.title')} allowGroup prefer={prefer}>
      {(scope) => <UserDiscounts scope={scope} />}
    </ScopedScreen>
  );
}

function UserDiscounts({ scope }: { scope: SettingsScope }) {
  const { t } = useTranslation('settings');
  const table = useSearchParamTableState(userDiscountsSearch);
  const dialog = useCrudDialog<Row>();
  const search = table.state.filters['name'] ?? null;
  const query = useSettingsUserDiscountsQuery({
    variables: { hotelId: scope.hotelId, groupId: scope.groupId, search },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useSettingsDeleteUserDiscountMutation();
  const rights = useCrudRights('USER_DISCOUNT');
  const all = (query.data ?? query.previousData)?.userDiscounts ?? [];

  return (
    <>
      <DataTable
        ns="settings"
        title={t('discount.title')}
        description={t('discount.description')}
        toolbarActions={<ScopeSelect scope={scope} />}
        table={table}
        rows={pageOfRows(all, table.state)}
        total={all.length}
        rowKey={(row) => row.id}
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch()}
        columns={[
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
                <Badge variant="outline">{scope.label ?? t('scope.hotel')}</Badge>
              ),
            exportValue: (row) => (row.groupId ? t('scope.wholeGroup') : (scope.label ?? '')),
          },
        ]}
        {...crudActions({
          rights,
          dialog,
          remove: async (row) => (await remove({ variables: { id: row.id } })).data?.deleteUserDiscount,
          deleteFailed: t('errors.deleteFailed'),
          refetch: () => query.refetch(),
          rowLabel: (row) => row.name,
        })}
        resetFilters
        csv={{ fileName: t('discount.title'), rows: () => all }}
      />
      <CrudModal dialog={dialog} size="lg" createTitle={t('discount.create')} editTitle={t('discount.update')}>
        {({ row, close }) => {
          const saved = () => {
            close();
            void query.refetch();
          };
          return row ? (
            <UpdateDiscountForm discount={row} onSaved={saved} onCancel={close} />
          ) : (
            <CreateDiscountsForm
              hotelId={scope.hotelId}
              groupId={scope.groupId}
              scopeLabel={scope.label}
              onSaved={saved}
              onCancel={close}
            />
          );
        }}
      </CrudModal>
    </>
  );
}
