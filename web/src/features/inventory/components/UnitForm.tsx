// A unit of measure: its name and the unit type it is of (count, volume, weight) — the unit ↔ unit
// type link. The types are the store's (/inventory/item-master/unit-type).

import { Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useCreateInventoryUnitMutation,
  useUnitTypesQuery,
  useUpdateInventoryUnitMutation,
} from '../../../graphql/hooks.gen';
import { FormActions } from '../../../ui/form/FormActions';
import { useEntityForm } from '../../../ui/form/use-entity-form';

export interface UnitFormProps {
  serviceId: number;
  unit: { id: number; name: string; unitTypeId?: number | null } | null;
  onSaved: () => void;
  onCancel: () => void;
}

export function UnitForm({ serviceId, unit, onSaved, onCancel }: UnitFormProps) {
  const { t } = useTranslation('inventory');
  const types = useUnitTypesQuery({ variables: { serviceId, page: 0, size: 200 }, fetchPolicy: 'cache-and-network' });
  const [create] = useCreateInventoryUnitMutation();
  const [update] = useUpdateInventoryUnitMutation();
  const { form, submit, submitting } = useEntityForm({
    initialValues: { name: unit?.name ?? '', unitTypeId: unit?.unitTypeId ? String(unit.unitTypeId) : '' },
    validate: { name: (value: string) => (value.trim() ? null : t('refusal:NAME_REQUIRED')) },
    onSubmit: async (values) => {
      const variables = {
        serviceId,
        name: values.name.trim(),
        unitTypeId: values.unitTypeId ? Number(values.unitTypeId) : null,
      };
      return unit
        ? (await update({ variables: { ...variables, id: unit.id } })).data?.updateInventoryUnit
        : (await create({ variables })).data?.createInventoryUnit;
    },
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('units.name')} required maxLength={30} data-autofocus {...form.getInputProps('name')} />
        <Select
          label={t('units.unitType')}
          description={t('units.unitTypeHint')}
          clearable
          searchable
          nothingFoundMessage={t('units.noUnitTypes')}
          data={(types.data?.unitTypes.items ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
          {...form.getInputProps('unitTypeId')}
        />
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
