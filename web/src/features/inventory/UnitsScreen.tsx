// /inventory/item-master/unit and /unit-type (UNIT): the units items are counted in.

import { useTranslation } from 'react-i18next';
import {
  useCreateInventoryUnitMutation,
  useDeleteInventoryUnitMutation,
  type InventoryUnitsQuery,
} from '../../graphql/hooks.gen';
import { NotChosen } from '../../session/NotChosen';
import { useChosenService } from '../../session/use-chosen';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { NameForm } from './components/NameForm';
import { unitsList } from './lists';

type Row = InventoryUnitsQuery['inventoryUnits']['items'][number];

export function UnitsScreen() {
  const stores = useChosenService('INVENTORY');
  return stores ? <Units serviceId={stores.serviceId} /> : <NotChosen what="INVENTORY" />;
}

function Units({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation('inventory');
  const list = useList(unitsList);
  const [create] = useCreateInventoryUnitMutation();
  const [remove] = useDeleteInventoryUnitMutation();
  return (
    <ListScreen<Row>
      ns="inventory"
      title={t('units.title')}
      description={t('units.description')}
      feature="UNIT"
      list={list}
      columns={[{ key: 'name', header: 'units.name', sortable: true, searchable: true }]}
      rowLabel={(row) => row.name}
      remove={async (row) => (await remove({ variables: { serviceId, id: row.id } })).data?.deleteInventoryUnit}
      createTitle={t('units.create')}
      editable={false}
      form={({ close, saved }) => (
        <NameForm
          label={t('units.name')}
          maxLength={30}
          name=""
          save={async (name) => (await create({ variables: { serviceId, name } })).data?.createInventoryUnit}
          onSaved={saved}
          onCancel={close}
        />
      )}
    />
  );
}
