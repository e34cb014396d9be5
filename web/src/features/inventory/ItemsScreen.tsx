// /inventory/item-master/item (INVENTORY_ITEM): the items of the stores.

import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDeleteInventoryItemMutation, type InventoryItemFieldsFragment } from '../../graphql/hooks.gen';
import { NotChosen } from '../../session/NotChosen';
import { useChosenService } from '../../session/use-chosen';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { formatNumber } from '../../ui/format';
import { ItemForm } from './components/ItemForm';
import { itemsList } from './lists';
import { ItemPictureAction, ItemPictureCell, useItemPictures } from './stock-control/ItemPicture';

type Row = InventoryItemFieldsFragment;

export function ItemsScreen() {
  const stores = useChosenService('INVENTORY');
  return stores ? <Items serviceId={stores.serviceId} /> : <NotChosen what="INVENTORY" />;
}

function Items({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation('inventory');
  const list = useList(itemsList);
  const [remove] = useDeleteInventoryItemMutation();
  const { pictures, refetch: refetchPictures } = useItemPictures(serviceId);
  const levels = (row: Row) =>
    row.reorderLevels.map((l) => `${l.locationName}: ${formatNumber(l.reorderLevel)}`).join(', ');
  return (
    <ListScreen<Row>
      ns="inventory"
      title={t('items.title')}
      description={t('items.description')}
      feature="INVENTORY_ITEM"
      list={list}
      columns={[
        {
          key: 'picture',
          header: 'picture.column',
          width: 70,
          render: (row) => <ItemPictureCell src={pictures.get(row.id)} name={row.name} />,
          exportValue: () => '',
        },
        { key: 'name', header: 'items.name', sortable: true, searchable: true },
        { key: 'categoryPath', header: 'items.category', sortable: true, sortField: 'category' },
        { key: 'unitName', header: 'items.unit', width: 110 },
        {
          key: 'addOn',
          header: 'items.addOn',
          width: 100,
          render: (row) => (row.addOn ? <Badge variant="light">{t('items.addOnYes')}</Badge> : '—'),
          exportValue: (row) => (row.addOn ? t('items.addOnYes') : ''),
        },
        { key: 'reorderLevels', header: 'items.reorderLevels', render: levels, exportValue: levels },
      ]}
      rowLabel={(row) => row.name}
      remove={async (row) => (await remove({ variables: { serviceId, id: row.id } })).data?.deleteInventoryItem}
      createTitle={t('items.create')}
      editTitle={t('items.edit')}
      drawerSize="lg"
      extra={{
        rowActions: (row) => (
          <ItemPictureAction
            serviceId={serviceId}
            item={row}
            current={pictures.get(row.id)}
            onSaved={refetchPictures}
          />
        ),
      }}
      form={({ row, close, saved }) => <ItemForm serviceId={serviceId} item={row} onCancel={close} onSaved={saved} />}
    />
  );
}
