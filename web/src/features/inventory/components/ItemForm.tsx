// An item of the stores: name, category (any level of the tree), unit, whether it is an add-on,
// and a reorder level per location.

import { ActionIcon, Button, Group, NumberInput, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  useCreateInventoryItemMutation,
  useUpdateInventoryItemMutation,
  type InventoryItemFieldsFragment,
} from '../../../graphql/hooks.gen';
import { FormActions } from '../../../ui/form/FormActions';
import { useEntityForm } from '../../../ui/form/use-entity-form';
import { useCategoryOptions, useLocationOptions, useUnitOptions } from './options';

export interface ItemFormProps {
  serviceId: number;
  item: InventoryItemFieldsFragment | null;
  onSaved: () => void;
  onCancel: () => void;
}

interface LevelRow {
  locationId: string;
  reorderLevel: number | string;
}

export function ItemForm({ serviceId, item, onSaved, onCancel }: ItemFormProps) {
  const { t } = useTranslation('inventory');
  const categories = useCategoryOptions(serviceId);
  const units = useUnitOptions(serviceId);
  const locations = useLocationOptions(serviceId);
  const [create] = useCreateInventoryItemMutation();
  const [update] = useUpdateInventoryItemMutation();
  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      name: item?.name ?? '',
      categoryId: item?.categoryId ? String(item.categoryId) : '',
      unitId: item?.unitId ? String(item.unitId) : '',
      addOn: item?.addOn ?? false,
      reorderLevels: (item?.reorderLevels ?? []).map((l): LevelRow => ({
        locationId: String(l.locationId),
        reorderLevel: l.reorderLevel,
      })),
    },
    validate: {
      name: (value: string) => (value.trim() ? null : t('refusal:NAME_REQUIRED')),
      reorderLevels: {
        locationId: (value: string) => (value ? null : t('refusal:REQUIRED_FIELD')),
        reorderLevel: (value: number | string) =>
          typeof value === 'number' && value >= 0 ? null : t('refusal:REQUIRED_FIELD'),
      },
    },
    onSubmit: async (values) => {
      const input = {
        serviceId,
        name: values.name.trim(),
        categoryId: values.categoryId ? Number(values.categoryId) : null,
        unitId: values.unitId ? Number(values.unitId) : null,
        addOn: values.addOn,
        reorderLevels: values.reorderLevels.map((l) => ({
          locationId: Number(l.locationId),
          reorderLevel: Number(l.reorderLevel),
        })),
      };
      if (item) return (await update({ variables: { id: item.id, input } })).data?.updateInventoryItem;
      return (await create({ variables: { input } })).data?.createInventoryItem;
    },
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });
  const chosen = new Set(form.values.reorderLevels.map((l) => l.locationId));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('items.name')} required maxLength={100} data-autofocus {...form.getInputProps('name')} />
        <Select
          label={t('items.category')}
          data={categories}
          searchable
          clearable
          {...form.getInputProps('categoryId')}
        />
        <Select label={t('items.unit')} data={units} searchable clearable {...form.getInputProps('unitId')} />
        <Switch label={t('items.addOn')} {...form.getInputProps('addOn', { type: 'checkbox' })} />
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('items.reorderLevels')}
          </Text>
          {form.values.reorderLevels.map((row, index) => (
            <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
              <Select
                label={t('items.location')}
                required
                data={locations.filter((l) => l.value === row.locationId || !chosen.has(l.value))}
                style={{ flex: 2 }}
                {...form.getInputProps(`reorderLevels.${index}.locationId`)}
              />
              <NumberInput
                label={t('items.reorderLevel')}
                required
                min={0}
                decimalScale={3}
                style={{ flex: 1 }}
                {...form.getInputProps(`reorderLevels.${index}.reorderLevel`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mb={4}
                aria-label={t('items.removeLevel')}
                onClick={() => form.removeListItem('reorderLevels', index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={16} />}
            disabled={chosen.size >= locations.length}
            onClick={() => form.insertListItem('reorderLevels', { locationId: '', reorderLevel: 0 })}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('items.addLevel')}
          </Button>
        </Stack>
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
