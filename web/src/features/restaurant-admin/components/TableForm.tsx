// Create or change a table: number, category, seats, active, held. A table a waiter holds cannot be
// deactivated or held until it is free (the server refuses; the switches say so beforehand).

import { Alert, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  useAdminCreateRestaurantTableMutation,
  useAdminUpdateRestaurantTableMutation,
  type AdminRestaurantTableFieldsFragment,
} from '../../../graphql/hooks.gen';
import { FormActions } from '../../../ui/form/FormActions';
import { useEntityForm } from '../../../ui/form/use-entity-form';

export interface TableFormProps {
  serviceId: number;
  table: AdminRestaurantTableFieldsFragment | null;
  categories: { value: string; label: string }[];
  onSaved: () => void;
  onCancel: () => void;
}

export const SEATS_MIN = 1;
export const SEATS_MAX = 50;

export function TableForm({ serviceId, table, categories, onSaved, onCancel }: TableFormProps) {
  const { t } = useTranslation('restaurant-admin');
  const [create] = useAdminCreateRestaurantTableMutation();
  const [update] = useAdminUpdateRestaurantTableMutation();
  const inUse = table?.inUse ?? false;
  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      number: table?.number ?? '',
      categoryId: table?.category ? String(table.category.id) : null,
      seats: table?.seats ?? 4,
      active: table?.active ?? true,
      reserved: table?.reserved ?? false,
    },
    validate: {
      number: (value: string) => (value.trim() ? null : t('refusal:TABLE_NUMBER_REQUIRED')),
      seats: (value: number | string) =>
        Number.isInteger(Number(value)) && Number(value) >= SEATS_MIN && Number(value) <= SEATS_MAX
          ? null
          : t('refusal:SEATS_RANGE'),
    },
    onSubmit: async (values) => {
      const input = {
        serviceId,
        number: values.number.trim(),
        categoryId: values.categoryId ? Number(values.categoryId) : null,
        seats: Number(values.seats),
        active: values.active,
        reserved: values.reserved,
      };
      if (table) return (await update({ variables: { id: table.id, input } })).data?.updateRestaurantTable;
      return (await create({ variables: { input } })).data?.createRestaurantTable;
    },
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {inUse && (
          <Alert color="orange" icon={<IconInfoCircle />}>
            {t('tables.inUseHint')}
          </Alert>
        )}
        <TextInput
          label={t('tables.number')}
          required
          maxLength={10}
          data-autofocus
          {...form.getInputProps('number')}
        />
        <Select
          label={t('tables.category')}
          placeholder={t('tables.noCategory')}
          data={categories}
          clearable
          {...form.getInputProps('categoryId')}
        />
        <NumberInput
          label={t('tables.seats')}
          required
          min={SEATS_MIN}
          max={SEATS_MAX}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('seats')}
        />
        <Switch
          label={t('common.active')}
          description={t('tables.activeHint')}
          disabled={inUse && form.values.active}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <Switch
          label={t('tables.reserved')}
          description={t('tables.reservedHint')}
          disabled={inUse && !form.values.reserved}
          {...form.getInputProps('reserved', { type: 'checkbox' })}
        />
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
