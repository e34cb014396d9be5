// /restaurant-admin/vat-registry (guarded by RESTAURANT_INVOICE, see domain menu): the restaurant's VAT
// registry customers of this hotel, and the group's shared ones (operations §7 vat-registry calls).

import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAdminDeleteVatCustomerMutation, type AdminVatCustomerFieldsFragment } from '../../graphql/hooks.gen';
import { CrudDrawer, useCrudDialog } from '../../ui/data-table/CrudDialog';
import { DataTable } from '../../ui/data-table/DataTable';
import { crudActions, useCrudRights } from '../../ui/data-table/crud-actions';
import { NotChosen } from '../../session/NotChosen';
import { VatCustomerForm } from './components/VatCustomerForm';
import { useChosenService, type ChosenService } from '../../session/use-chosen';
import { listTableProps, useList } from '../../ui/data-table/use-list';
import { vatRegistryList } from './lists';

type Row = AdminVatCustomerFieldsFragment;

export function VatRegistryScreen() {
  const restaurant = useChosenService('RESTAURANT');
  return restaurant ? <VatRegistry restaurant={restaurant} /> : <NotChosen what="RESTAURANT" />;
}

function VatRegistry({ restaurant }: { restaurant: ChosenService }) {
  const { t } = useTranslation('restaurant-admin');
  const { serviceId, hotelId } = restaurant;
  const list = useList(vatRegistryList);
  const dialog = useCrudDialog<Row>();
  const [remove] = useAdminDeleteVatCustomerMutation();
  const rights = useCrudRights('RESTAURANT_INVOICE');

  return (
    <>
      <DataTable
        ns="restaurant-admin"
        title={t('vat.title')}
        description={t('vat.description')}
        {...listTableProps(list)}
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
          refetch: () => list.refetch(),
          rowLabel: (row) => row.name,
        })}
        resetFilters
        csv={{ fileName: t('vat.title'), rows: list.allRows }}
      />
      <CrudDrawer
        dialog={dialog}
        createTitle={t('vat.create')}
        editTitle={t('vat.edit')}
        onSaved={() => list.refetch()}
      >
        {({ row, close, saved }) => (
          <VatCustomerForm serviceId={serviceId} hotelId={hotelId} customer={row} onCancel={close} onSaved={saved} />
        )}
      </CrudDrawer>
    </>
  );
}
