// /inventory/item-master/unit (UNIT): the units items are counted in, each linked to its unit type.

import { useTranslation } from 'react-i18next';
import { useDeleteInventoryUnitMutation, type InventoryUnitsQuery } from '../../graphql/hooks.gen';
import { NotChosen } from '../../session/NotChosen';
import { useChosenService } from '../../session/use-chosen';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { UnitForm } from './components/UnitForm';
import { unitsList } from './lists';

type Row = InventoryUnitsQuery['inventoryUnits']['items'][number];

export function UnitsScreen() {
  const stores = useChosenService('INVENTORY');
  return stores ? <Units serviceId={stores.serviceId} /> : <NotChosen what="INVENTORY" />;
}

function Units({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation('inventory');
  const list = useList(unitsList);
  const [remove] = useDeleteInventoryUnitMutation();
  return (
    <ListScreen<Row>
      ns="inventory"
      title={t('units.title')}
      description={t('units.description')}
      feature="UNIT"
      list={list}
      columns={[
        { key: 'name', header: 'units.name', sortable: true, searchable: true },
        { key: 'unitTypeName', header: 'units.unitType', render: (row) => row.unitTypeName ?? '—' },
      ]}
      rowLabel={(row) => row.name}
      remove={async (row) => (await remove({ variables: { serviceId, id: row.id } })).data?.deleteInventoryUnit}
      createTitle={t('units.create')}
      editTitle={t('units.edit')}
      form={({ row, close, saved }) => (
        <UnitForm serviceId={serviceId} unit={row ?? null} onSaved={saved} onCancel={close} />
      )}
    />
  );
}
