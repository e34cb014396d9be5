// /inventory/supplier (SUPPLIER): who the stores buy from.

import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDeleteSupplierMutation, type SupplierFieldsFragment } from '../../graphql/hooks.gen';
import { NotChosen } from '../../session/NotChosen';
import { useChosenService } from '../../session/use-chosen';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { suppliersList } from './lists';
import { SupplierForm } from './purchasing/SupplierForm';

type Row = SupplierFieldsFragment;

export function SuppliersScreen() {
  const stores = useChosenService('INVENTORY');
  return stores ? <Suppliers serviceId={stores.serviceId} /> : <NotChosen what="INVENTORY" />;
}

function Suppliers({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation('inventory');
  const list = useList(suppliersList);
  const [remove] = useDeleteSupplierMutation();
  const status = (row: Row) => (row.active ? t('suppliers.activeYes') : t('suppliers.activeNo'));
  return (
    <ListScreen<Row>
      ns="inventory"
      title={t('suppliers.title')}
      description={t('suppliers.description')}
      feature="SUPPLIER"
      list={list}
      columns={[
        { key: 'name', header: 'suppliers.name', sortable: true, searchable: true },
        { key: 'contactPerson', header: 'suppliers.contactPerson' },
        { key: 'phone', header: 'suppliers.phone', width: 160 },
        { key: 'email', header: 'suppliers.email' },
        {
          key: 'active',
          header: 'suppliers.active',
          sortable: true,
          width: 110,
          render: (row) => (
            <Badge variant="light" color={row.active ? 'green' : 'gray'}>
              {status(row)}
            </Badge>
          ),
          exportValue: status,
        },
      ]}
      rowLabel={(row) => row.name}
      remove={async (row) => (await remove({ variables: { serviceId, id: row.id } })).data?.deleteSupplier}
      createTitle={t('suppliers.create')}
      editTitle={t('suppliers.edit')}
      pdfTitle={t('suppliers.title')}
      form={({ row, close, saved }) => (
        <SupplierForm serviceId={serviceId} supplier={row} onCancel={close} onSaved={saved} />
      )}
    />
  );
}
