// /inventory/stock-management/locations (STOCK): where the service keeps stock.

import { useTranslation } from 'react-i18next';
import {
  useCreateStockLocationMutation,
  useDeleteStockLocationMutation,
  useUpdateStockLocationMutation,
  type StockLocationFieldsFragment,
} from '../../graphql/hooks.gen';
import { NotChosen } from '../../session/NotChosen';
import { useChosenService } from '../../session/use-chosen';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { NameForm } from './components/NameForm';
import { locationsList } from './lists';

export function LocationsScreen() {
  const stores = useChosenService('INVENTORY');
  return stores ? <Locations serviceId={stores.serviceId} /> : <NotChosen what="INVENTORY" />;
}

function Locations({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation('inventory');
  const list = useList(locationsList);
  const [create] = useCreateStockLocationMutation();
  const [update] = useUpdateStockLocationMutation();
  const [remove] = useDeleteStockLocationMutation();
  return (
    <ListScreen<StockLocationFieldsFragment>
      ns="inventory"
      title={t('locations.title')}
      description={t('locations.description')}
      feature="STOCK"
      list={list}
      columns={[{ key: 'name', header: 'locations.name', sortable: true, searchable: true }]}
      rowLabel={(row) => row.name}
      remove={async (row) => (await remove({ variables: { serviceId, id: row.id } })).data?.deleteStockLocation}
      createTitle={t('locations.create')}
      editTitle={t('locations.edit')}
      form={({ row, close, saved }) => (
        <NameForm
          label={t('locations.name')}
          maxLength={60}
          name={row?.name ?? ''}
          save={async (name) =>
            row
              ? (await update({ variables: { serviceId, id: row.id, name } })).data?.updateStockLocation
              : (await create({ variables: { serviceId, name } })).data?.createStockLocation
          }
          onSaved={saved}
          onCancel={close}
        />
      )}
    />
  );
}
