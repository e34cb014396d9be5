// A purchase order: an active supplier, the expected date, a note and its lines (item, the unit
// ordered in, quantity, unit price as Money). A draft is edited here; a sent order is shown with
// what each line has received and what is open.

import { ActionIcon, Badge, Button, Group, NumberInput, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Money, quantityRefusal } from '@hotel/domain';
import {
  useCreatePurchaseOrderMutation,
  useSuppliersQuery,
  useUpdatePurchaseOrderMutation,
  type PurchaseOrderFieldsFragment,
} from '../../../graphql/hooks.gen';
import { FormActions } from '../../../ui/form/FormActions';
import { MoneyInput } from '../../../ui/form/MoneyInput';
import { useEntityForm } from '../../../ui/form/use-entity-form';
import { formatAmount, formatNumber } from '../../../ui/format';
import { useItemOptions, useUnitOptions } from '../components/options';
import { statusColor } from './status';

export interface PurchaseOrderFormProps {
  serviceId: number;
  order: PurchaseOrderFieldsFragment | null;
  onSaved: () => void;
  onCancel: () => void;
}

interface LineRow {
  itemId: string;
  unitId: string;
  quantity: number | string;
  unitPrice: string;
}

export function PurchaseOrderForm(props: PurchaseOrderFormProps) {
  return props.order && props.order.status !== 'DRAFT' ? (
    <PurchaseOrderDetail order={props.order} onClose={props.onCancel} />
  ) : (
    <DraftForm {...props} />
  );
}

function DraftForm({ serviceId, order, onSaved, onCancel }: PurchaseOrderFormProps) {
  const { t } = useTranslation('inventory');
  const items = useItemOptions(serviceId);
  const units = useUnitOptions(serviceId);
  const { data: suppliers } = useSuppliersQuery({
    variables: { serviceId, page: 0, size: 200, active: true },
    fetchPolicy: 'cache-and-network',
  });
  const supplierOptions = (suppliers?.suppliers.items ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const [create] = useCreatePurchaseOrderMutation();
  const [update] = useUpdatePurchaseOrderMutation();
  const required = (value: string) => (value ? null : t('refusal:REQUIRED_FIELD'));
  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      supplierId: order ? String(order.supplierId) : '',
      expectedDate: order?.expectedDate ?? (null as string | null),
      note: order?.note ?? '',
      lines: (order?.lines ?? []).map((l): LineRow => ({
        itemId: String(l.itemId),
        unitId: l.unitId ? String(l.unitId) : '',
        quantity: l.quantity,
        unitPrice: Money.fromWire(Number(l.unitPrice), 'LKR').toFixed(),
      })),
    },
    validate: {
      supplierId: required,
      lines: {
        itemId: required,
        quantity: (value: number | string) => {
          const refusal = quantityRefusal(typeof value === 'number' ? value : Number.NaN);
          return refusal ? t(`refusal:${refusal}`) : null;
        },
        unitPrice: (value: string) => (value && Money.parse(value, 'LKR') ? null : t('refusal:REQUIRED_FIELD')),
      },
    },
    onSubmit: async (values) => {
      const input = {
        serviceId,
        supplierId: Number(values.supplierId),
        expectedDate: values.expectedDate || null,
        note: values.note.trim(),
        lines: values.lines.map((l) => ({
          itemId: Number(l.itemId),
          unitId: l.unitId ? Number(l.unitId) : null,
          quantity: Number(l.quantity),
          unitPrice: Money.parse(l.unitPrice, 'LKR')!.toWire(),
        })),
      };
      if (order) return (await update({ variables: { id: order.id, input } })).data?.updatePurchaseOrder;
      return (await create({ variables: { input } })).data?.createPurchaseOrder;
    },
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });
  const total = Money.sum(
    form.values.lines.map((l) =>
      (Money.parse(l.unitPrice || '0', 'LKR') ?? Money.zero('LKR')).times(
        typeof l.quantity === 'number' ? l.quantity : 0,
      ),
    ),
    'LKR',
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={t('orders.supplier')}
          required
          searchable
          data={supplierOptions}
          data-autofocus
          {...form.getInputProps('supplierId')}
        />
        <DateInput
          label={t('orders.expectedDate')}
          valueFormat="YYYY-MM-DD"
          clearable
          {...form.getInputProps('expectedDate')}
        />
        <Textarea label={t('orders.note')} maxLength={200} autosize minRows={1} {...form.getInputProps('note')} />
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('orders.lines')}
          </Text>
          {form.errors['lines'] ? (
            <Text size="sm" c="red">
              {form.errors['lines']}
            </Text>
          ) : null}
          {form.values.lines.map((_, index) => (
            <Group key={index} gap="xs" align="flex-start" wrap="wrap">
              <Select
                label={t('orders.item')}
                required
                searchable
                data={items}
                style={{ flex: '2 1 14rem' }}
                {...form.getInputProps(`lines.${index}.itemId`)}
              />
              <Select
                label={t('orders.unit')}
                placeholder={t('orders.itemUnit')}
                clearable
                data={units}
                style={{ flex: '1 1 7rem' }}
                {...form.getInputProps(`lines.${index}.unitId`)}
              />
              <NumberInput
                label={t('orders.quantity')}
                required
                min={0}
                decimalScale={3}
                style={{ flex: '1 1 6rem' }}
                {...form.getInputProps(`lines.${index}.quantity`)}
              />
              <MoneyInput
                label={t('orders.unitPrice')}
                required
                style={{ flex: '1 1 8rem' }}
                {...form.getInputProps(`lines.${index}.unitPrice`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={t('orders.removeLine')}
                onClick={() => form.removeListItem('lines', index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
          <Group justify="space-between">
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={16} />}
              onClick={() => form.insertListItem('lines', { itemId: '', unitId: '', quantity: 1, unitPrice: '' })}
            >
              {t('orders.addLine')}
            </Button>
            <Text fw={600}>
              {t('orders.total')}: LKR {formatAmount(total.toWire())}
            </Text>
          </Group>
        </Stack>
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

export function PurchaseOrderDetail({ order, onClose }: { order: PurchaseOrderFieldsFragment; onClose: () => void }) {
  const { t } = useTranslation('inventory');
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text fw={600}>{order.supplierName}</Text>
        <Badge color={statusColor(order.status)} variant="light">
          {t(`orders.status.${order.status}`)}
        </Badge>
      </Group>
      <Table.ScrollContainer minWidth={480}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orders.item')}</Table.Th>
              <Table.Th ta="right">{t('orders.quantity')}</Table.Th>
              <Table.Th ta="right">{t('orders.received')}</Table.Th>
              <Table.Th ta="right">{t('orders.open')}</Table.Th>
              <Table.Th ta="right">{t('orders.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.lines.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>
                  {l.itemName}
                  {l.unitName ? ` (${l.unitName})` : ''}
                </Table.Td>
                <Table.Td ta="right">{formatNumber(l.quantity)}</Table.Td>
                <Table.Td ta="right">{formatNumber(l.received)}</Table.Td>
                <Table.Td ta="right">{formatNumber(l.open)}</Table.Td>
                <Table.Td ta="right">{formatAmount(l.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between">
        <Text fw={600}>
          {t('orders.total')}: {order.currency} {formatAmount(order.total)}
        </Text>
        <Button variant="default" onClick={onClose}>
          {t('common:actions.close')}
        </Button>
      </Group>
    </Stack>
  );
}
