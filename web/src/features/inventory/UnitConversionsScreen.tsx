// /inventory/item-master/unit-conversion (UNIT_CONVERSION): 1 case = 24 bottles. A conversion that
// would lead back to its own unit is refused (the domain's conversionCycle on the client, the
// database's trigger on the server).

import { NumberInput, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { conversionCycle } from '@hotel/domain';
import {
  useCreateUnitConversionMutation,
  useDeleteUnitConversionMutation,
  type UnitConversionsQuery,
} from '../../graphql/hooks.gen';
import { NotChosen } from '../../session/NotChosen';
import { useChosenService } from '../../session/use-chosen';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { FormActions } from '../../ui/form/FormActions';
import { useEntityForm } from '../../ui/form/use-entity-form';
import { formatNumber } from '../../ui/format';
import { useUnitOptions } from './components/options';
import { unitConversionsList } from './lists';

type Row = UnitConversionsQuery['unitConversions']['items'][number];

export function UnitConversionsScreen() {
  const stores = useChosenService('INVENTORY');
  return stores ? <UnitConversions serviceId={stores.serviceId} /> : <NotChosen what="INVENTORY" />;
}

function UnitConversions({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation('inventory');
  const list = useList(unitConversionsList);
  const [remove] = useDeleteUnitConversionMutation();
  const reads = (row: Row) =>
    t('conversions.reads', { from: row.fromUnitName, factor: formatNumber(row.factor), to: row.toUnitName });
  return (
    <ListScreen<Row>
      ns="inventory"
      title={t('conversions.title')}
      description={t('conversions.description')}
      feature="UNIT_CONVERSION"
      list={list}
      columns={[
        {
          key: 'fromUnitName',
          header: 'conversions.from',
          sortable: true,
          sortField: 'fromUnit',
          searchable: true,
          filterKey: 'unit',
        },
        { key: 'toUnitName', header: 'conversions.to', sortable: true, sortField: 'toUnit' },
        {
          key: 'factor',
          header: 'conversions.factor',
          align: 'right',
          width: 120,
          render: (row) => formatNumber(row.factor),
        },
        { key: 'reads', header: 'conversions.meaning', render: reads, exportValue: reads },
      ]}
      rowLabel={reads}
      remove={async (row) => (await remove({ variables: { serviceId, id: row.id } })).data?.deleteUnitConversion}
      createTitle={t('conversions.create')}
      editable={false}
      form={({ close, saved }) => (
        <ConversionForm serviceId={serviceId} existing={list.rows} onCancel={close} onSaved={saved} />
      )}
    />
  );
}

function ConversionForm({
  serviceId,
  existing,
  onSaved,
  onCancel,
}: {
  serviceId: number;
  existing: readonly Row[];
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('inventory');
  const units = useUnitOptions(serviceId);
  const [create] = useCreateUnitConversionMutation();
  const required = (value: string) => (value ? null : t('refusal:REQUIRED_FIELD'));
  const { form, submit, submitting } = useEntityForm({
    initialValues: { fromUnitId: '', toUnitId: '', factor: '' as number | string },
    validate: {
      fromUnitId: required,
      toUnitId: (value: string, values) => {
        if (!value) return t('refusal:REQUIRED_FIELD');
        return conversionCycle(existing, Number(values.fromUnitId), Number(value))
          ? t('refusal:UNIT_CONVERSION_CYCLE')
          : null;
      },
      factor: (value: number | string) =>
        typeof value === 'number' && value > 0 ? null : t('refusal:QUANTITY_POSITIVE'),
    },
    onSubmit: async (values) =>
      (
        await create({
          variables: {
            serviceId,
            fromUnitId: Number(values.fromUnitId),
            toUnitId: Number(values.toUnitId),
            factor: Number(values.factor),
          },
        })
      ).data?.createUnitConversion,
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={t('conversions.from')}
          required
          searchable
          data={units}
          data-autofocus
          {...form.getInputProps('fromUnitId')}
        />
        <NumberInput
          label={t('conversions.factor')}
          required
          min={0}
          decimalScale={3}
          {...form.getInputProps('factor')}
        />
        <Select label={t('conversions.to')} required searchable data={units} {...form.getInputProps('toUnitId')} />
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
