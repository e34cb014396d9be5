// /restaurant-admin/vat-registry (guarded by RESTAURANT_INVOICE, see domain menu): the restaurant's VAT
// registry customers of this hotel, and the group's shared ones (operations §7 vat-registry calls).

import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useAdminDeleteVatCustomerMutation,
  useAdminVatRegistryCustomersQuery,
  type AdminVatCustomerFieldsFragment,
} from '../../graphql/hooks.gen';
import { CrudDrawer, useCrudDialog } from '../../ui/data-table/CrudDialog';
import { DataTable } from '../../ui/data-table/DataTable';
import { useSearchParamTableState } from '../../ui/data-table/use-data-table-state';
import { crudActions, useCrudRights } from '../../ui/data-table/crud-actions';
import { NoRestaurantChosen } from './components/NoRestaurantChosen';
import { VatCustomerForm } from './components/VatCustomerForm';
import { vatRegistrySearch } from './table-searches';
import { useRestaurantAdmin, type RestaurantAdminContext } from './use-restaurant-admin';

type Row = AdminVatCustomerFieldsFragment;

export function VatRegistryScreen() {
  const restaurant = useRestaurantAdmin();
  return restaurant ? <VatRegistry restaurant={restaurant} /> : <NoRestaurantChosen />;
}

function VatRegistry({ restaurant }: { restaurant: RestaurantAdminContext }) {
  const { t } = useTranslation('restaurant-admin');
  const { serviceId, hotelId } = restaurant;
  const table = useSearchParamTableState(vatRegistrySearch);
  const dialog = useCrudDialog<Row>();
  const f = table.state.filters;
  const query = useAdminVatRegistryCustomersQuery({
    variables: {
      serviceId,
      hotelId,
      ...table.variables,
      name: f['name'] ?? null,
      email: f['email'] ?? null,
      vatNumber: f['vatNumber'] ?? null,
      address: f['address'] ?? null,
    },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useAdminDeleteVatCustomerMutation();
  const rights = useCrudRights('RESTAURANT_INVOICE');
  const result = query.data ?? query.previousData;

  return (
    <>
      <DataTable
        ns="restaurant-admin"
        title={t('vat.title')}
        description={t('vat.description')}
        table={table}
        rows={result?.vatRegistryCustomers.items ?? []}
        total={result?.vatRegistryCustomers.total ?? 0}
        rowKey={(row) => row.id}
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch()}
        columns={[
          { key: 'name', header: 'vat.name', sortable: true, searchable: true },
          { key: 'email', header: 'vat.email', sortable: true, searchable: true },
          { key: 'vatNumber', header: 'vat.vatNumber', sortable: true, searchable: true },
          { key: 'address', header: 'vat.address', searchable: true },
          {
            key: 'onlyThisHotelView',
            header: 'vat.seenBy',
            render: (row) =>
              row.hotelId === hotelId ? (
                <Badge variant="light" color={row.onlyThisHotelView ? 'gray' : 'blue'}>
                  {row.onlyThisHotelView ? t('vat.thisHotel') : t('vat.wholeGroup')}
                </Badge>
              ) : (
                <Badge variant="outline" color="gray">
                  {t('vat.sharedBy', { hotel: row.hotelName ?? '' })}
                </Badge>
              ),
            exportValue: (row) => (row.onlyThisHotelView ? t('vat.thisHotel') : t('vat.wholeGroup')),
          },
        ]}
        {...crudActions({
          rights,
          dialog,
          remove: async (row) =>
            (await remove({ variables: { serviceId, id: row.id } })).data?.deleteVatRegistryCustomer,
          deleteFailed: t('errors.deleteFailed'),
          refetch: () => query.refetch(),
          rowLabel: (row) => row.name,
        })}
        resetFilters
        csv={{ fileName: t('vat.title') }}
      />
      <CrudDrawer
        dialog={dialog}
        createTitle={t('vat.create')}
        editTitle={t('vat.edit')}
        onSaved={() => query.refetch()}
      >
        {({ row, close, saved }) => (
          <VatCustomerForm serviceId={serviceId} hotelId={hotelId} customer={row} onCancel={close} onSaved={saved} />
        )}
      </CrudDrawer>
    </>
  );
}
