// /inventory/item-master/unit-type (UNIT): the kinds of unit (count, volume, weight).

import { useTranslation } from 'react-i18next';
import { useCreateUnitTypeMutation, useDeleteUnitTypeMutation, type UnitTypesQuery } from '../../graphql/hooks.gen';
import { NotChosen } from '../../session/NotChosen';
import { useChosenService } from '../../session/use-chosen';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { NameForm } from './components/NameForm';
import { unitTypesList } from './lists';

type Row = UnitTypesQuery['unitTypes']['items'][number];

export function UnitTypesScreen() {
  const stores = useChosenService('INVENTORY');
  return stores ? <UnitTypes serviceId={stores.serviceId} /> : <NotChosen what="INVENTORY" />;
}

function UnitTypes({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation('inventory');
  const list = useList(unitTypesList);
  const [create] = useCreateUnitTypeMutation();
  const [remove] = useDeleteUnitTypeMutation();
  return (
    <ListScreen<Row>
      ns="inventory"
      title={t('unitTypes.title')}
      description={t('unitTypes.description')}
      feature="UNIT"
      list={list}
      columns={[{ key: 'name', header: 'unitTypes.name', sortable: true, searchable: true }]}
      rowLabel={(row) => row.name}
      remove={async (row) => (await remove({ variables: { serviceId, id: row.id } })).data?.deleteUnitType}
      createTitle={t('unitTypes.create')}
      editable={false}
      form={({ close, saved }) => (
        <NameForm
          label={t('unitTypes.name')}
          maxLength={30}
          name=""
          save={async (name) => (await create({ variables: { serviceId, name } })).data?.createUnitType}
          onSaved={saved}
          onCancel={close}
        />
      )}
    />
  );
}
