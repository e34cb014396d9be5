// Opening stock (an item's first count at a location) and a transfer between two locations. The
// domain's rules run on the client (quantity positive, two different locations); the server's
// refusal (not enough of the item, with what is available) shows under the form.

import { NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { quantityRefusal, transferRefusal } from '@hotel/domain';
import { useEnterOpeningStockMutation, useTransferStockMutation } from '../../../graphql/hooks.gen';
import { FormActions } from '../../../ui/form/FormActions';
import { useEntityForm } from '../../../ui/form/use-entity-form';
import { useItemOptions, useLocationOptions } from './options';

export interface StockFormProps {
  kind: 'opening' | 'transfer';
  serviceId: number;
  onSaved: () => void;
  onCancel: () => void;
}

export function StockForm({ kind, serviceId, onSaved, onCancel }: StockFormProps) {
  const { t } = useTranslation('inventory');
  const items = useItemOptions(serviceId);
  const locations = useLocationOptions(serviceId);
  const [opening] = useEnterOpeningStockMutation();
  const [transfer] = useTransferStockMutation();
  const required = (value: string) => (value ? null : t('refusal:REQUIRED_FIELD'));
  const { form, submit, submitting } = useEntityForm({
    initialValues: { itemId: '', locationId: '', toLocationId: '', quantity: '' as number | string, note: '' },
    validate: {
      itemId: required,
      locationId: required,
      toLocationId: (value: string, values) => {
        if (kind !== 'transfer') return null;
        if (!value) return t('refusal:REQUIRED_FIELD');
        return transferRefusal(Number(values.locationId), Number(value), 1)
          ? t('refusal:TRANSFER_SAME_LOCATION')
          : null;
      },
      quantity: (value: number | string) => {
        const refusal = quantityRefusal(typeof value === 'number' ? value : Number.NaN);
        return refusal ? t(`refusal:${refusal}`) : null;
      },
    },
    onSubmit: async (values) => {
      const common = { serviceId, itemId: Number(values.itemId), quantity: Number(values.quantity), note: values.note };
      if (kind === 'opening') {
        return (await opening({ variables: { ...common, locationId: Number(values.locationId) } })).data
          ?.enterOpeningStock;
      }
      return (
        await transfer({
          variables: {
            ...common,
            fromLocationId: Number(values.locationId),
            toLocationId: Number(values.toLocationId),
          },
        })
      ).data?.transferStock;
    },
    fieldMap: { fromLocationId: 'locationId' },
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={t('stock.item')}
          required
          searchable
          data={items}
          data-autofocus
          {...form.getInputProps('itemId')}
        />
        <Select
          label={kind === 'transfer' ? t('stock.from') : t('stock.location')}
          required
          data={locations}
          {...form.getInputProps('locationId')}
        />
        {kind === 'transfer' && (
          <Select
            label={t('stock.to')}
            required
            data={locations.filter((l) => l.value !== form.values.locationId)}
            {...form.getInputProps('toLocationId')}
          />
        )}
        <NumberInput
          label={t('stock.quantity')}
          required
          min={0}
          decimalScale={3}
          {...form.getInputProps('quantity')}
        />
        <TextInput label={t('stock.note')} maxLength={200} {...form.getInputProps('note')} />
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
