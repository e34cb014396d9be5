// /inventory/stock-management/create-grn (GRN): receive goods into a location, against an open
// purchase order (part or all of each line; never more than is open — the server refuses an
// over-receipt naming the item) or direct from a supplier. Each line becomes stock at once.

import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Money, openQuantity } from '@hotel/domain';
import {
  useCreateGrnMutation,
  usePurchaseOrderQuery,
  usePurchaseOrdersQuery,
  useSuppliersQuery,
} from '../../graphql/hooks.gen';
import { NotChosen } from '../../session/NotChosen';
import { useChosenService } from '../../session/use-chosen';
import { PageHeading } from '../../ui/PageHeading';
import { MoneyInput } from '../../ui/form/MoneyInput';
import { useEntityForm } from '../../ui/form/use-entity-form';
import { formatNumber } from '../../ui/format';
import { useItemOptions, useLocationOptions } from './components/options';
import { orderNumber } from './purchasing/documents';

export function CreateGrnScreen() {
  const stores = useChosenService('INVENTORY');
  return stores ? <CreateGrn serviceId={stores.serviceId} /> : <NotChosen what="INVENTORY" />;
}

type Mode = 'order' | 'direct';

function CreateGrn({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation('inventory');
  const [mode, setMode] = useState<Mode>('order');
  const [orderId, setOrderId] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  return (
    <Stack gap="md">
      <PageHeading title={t('grn.createTitle')} description={t('grn.createDescription')} />
      <SegmentedControl
        value={mode}
        onChange={(value) => setMode(value as Mode)}
        data={[
          { value: 'order', label: t('grn.againstOrder') },
          { value: 'direct', label: t('grn.direct') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {mode === 'order' ? (
        <>
          <OrderPicker serviceId={serviceId} value={orderId} onChange={setOrderId} key={`picker-${round}`} />
          {orderId ? (
            <ReceiveOrder
              key={`${orderId}-${round}`}
              serviceId={serviceId}
              orderId={Number(orderId)}
              onSaved={() => {
                setOrderId(null);
                setRound((r) => r + 1);
              }}
            />
          ) : null}
        </>
      ) : (
        <ReceiveDirect key={`direct-${round}`} serviceId={serviceId} onSaved={() => setRound((r) => r + 1)} />
      )}
    </Stack>
  );
}

function OrderPicker({
  serviceId,
  value,
  onChange,
}: {
  serviceId: number;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation('inventory');
  const { data, loading, error, refetch } = usePurchaseOrdersQuery({
    variables: { serviceId, page: 0, size: 200, open: true },
    fetchPolicy: 'cache-and-network',
  });
  if (error && !data) {
    return (
      <Alert color="red" title={t('refusal:PURCHASE_ITEMS_FAILED')}>
        <Button size="xs" variant="light" onClick={() => void refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  }
  if (loading && !data) return <Skeleton height={58} />;
  const orders = data?.purchaseOrders.items ?? [];
  if (orders.length === 0) return <Text c="dimmed">{t('grn.noOpenOrders')}</Text>;
  return (
    <Select
      label={t('grn.purchaseOrder')}
      placeholder={t('grn.pickOrder')}
      searchable
      data={orders.map((o) => ({
        value: String(o.id),
        label: `${orderNumber(o.number)} · ${o.supplierName} · ${t(`orders.status.${o.status}`)}`,
      }))}
      value={value}
      onChange={onChange}
      maw={560}
    />
  );
}

function ReceiveOrder({ serviceId, orderId, onSaved }: { serviceId: number; orderId: number; onSaved: () => void }) {
  const { t } = useTranslation('inventory');
  const { data, loading, error, refetch } = usePurchaseOrderQuery({
    variables: { serviceId, id: orderId },
    fetchPolicy: 'network-only',
  });
  if (error) {
    return (
      <Alert color="red" title={t('refusal:PURCHASE_ITEMS_FAILED')}>
        <Button size="xs" variant="light" onClick={() => void refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  }
  if (loading || !data) return <Skeleton height={160} />;
  return <ReceiveOrderForm serviceId={serviceId} order={data.purchaseOrder} onSaved={onSaved} />;
}

type Order = NonNullable<ReturnType<typeof usePurchaseOrderQuery>['data']>['purchaseOrder'];

function ReceiveOrderForm({ serviceId, order, onSaved }: { serviceId: number; order: Order; onSaved: () => void }) {
  const { t } = useTranslation('inventory');
  const locations = useLocationOptions(serviceId);
  const [create] = useCreateGrnMutation();
  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      locationId: '',
      note: '',
      lines: order.lines.map((l) => ({ id: l.id, quantity: openQuantity(l) as number | string })),
    },
    validate: {
      locationId: (value: string) => (value ? null : t('refusal:REQUIRED_FIELD')),
      lines: {
        quantity: (value: number | string, _values, path) => {
          const index = Number(path.split('.')[1]);
          const open = openQuantity(order.lines[index]!);
          if (value === '' || value === 0) return null;
          if (typeof value !== 'number' || value < 0) return t('refusal:QUANTITY_POSITIVE');
          return value > open
            ? t('refusal:OVER_RECEIPT', { item: order.lines[index]!.itemName, open: formatNumber(open) })
            : null;
        },
      },
    },
    onSubmit: async (values) => {
      const lines = values.lines
        .filter((l) => typeof l.quantity === 'number' && l.quantity > 0)
        .map((l) => ({ purchaseOrderLineId: l.id, quantity: Number(l.quantity) }));
      return (
        await create({
          variables: {
            input: {
              serviceId,
              purchaseOrderId: order.id,
              locationId: Number(values.locationId),
              note: values.note,
              lines,
            },
          },
        })
      ).data?.createGrn;
    },
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });
  const nothing = form.values.lines.every((l) => !(typeof l.quantity === 'number' && l.quantity > 0));
  return (
    <Card withBorder component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select label={t('grn.location')} required data={locations} {...form.getInputProps('locationId')} />
          <TextInput label={t('orders.note')} maxLength={200} {...form.getInputProps('note')} />
        </SimpleGrid>
        <Table.ScrollContainer minWidth={520}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orders.item')}</Table.Th>
                <Table.Th ta="right">{t('orders.quantity')}</Table.Th>
                <Table.Th ta="right">{t('orders.received')}</Table.Th>
                <Table.Th ta="right">{t('orders.open')}</Table.Th>
                <Table.Th w={150}>{t('grn.receiveNow')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.lines.map((line, index) => (
                <Table.Tr key={line.id}>
                  <Table.Td>
                    {line.itemName}
                    {line.unitName ? ` (${line.unitName})` : ''}
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(line.quantity)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(line.received)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(line.open)}</Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={t('grn.receiveItem', { item: line.itemName })}
                      min={0}
                      max={line.open}
                      decimalScale={3}
                      disabled={line.open <= 0}
                      {...form.getInputProps(`lines.${index}.quantity`)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="flex-end">
          <Button type="submit" loading={submitting} disabled={nothing}>
            {t('grn.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function ReceiveDirect({ serviceId, onSaved }: { serviceId: number; onSaved: () => void }) {
  const { t } = useTranslation('inventory');
  const locations = useLocationOptions(serviceId);
  const items = useItemOptions(serviceId);
  const { data: suppliers } = useSuppliersQuery({
    variables: { serviceId, page: 0, size: 200, active: true },
    fetchPolicy: 'cache-and-network',
  });
  const [create] = useCreateGrnMutation();
  const required = (value: string) => (value ? null : t('refusal:REQUIRED_FIELD'));
  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      supplierId: '',
      locationId: '',
      note: '',
      lines: [{ itemId: '', quantity: 1 as number | string, unitPrice: '' }],
    },
    validate: {
      locationId: required,
      lines: {
        itemId: (value: string) => (value ? null : t('refusal:ITEM_REQUIRED')),
        quantity: (value: number | string) =>
          typeof value === 'number' && value > 0 ? null : t('refusal:QUANTITY_POSITIVE'),
      },
    },
    onSubmit: async (values) =>
      (
        await create({
          variables: {
            input: {
              serviceId,
              supplierId: values.supplierId ? Number(values.supplierId) : null,
              locationId: Number(values.locationId),
              note: values.note,
              lines: values.lines.map((l) => ({
                itemId: Number(l.itemId),
                quantity: Number(l.quantity),
                unitPrice: (Money.parse(l.unitPrice || '0', 'LKR') ?? Money.zero('LKR')).toWire(),
              })),
            },
          },
        })
      ).data?.createGrn,
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });
  return (
    <Card withBorder component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('orders.supplier')}
            clearable
            searchable
            data={(suppliers?.suppliers.items ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            {...form.getInputProps('supplierId')}
          />
          <Select label={t('grn.location')} required data={locations} {...form.getInputProps('locationId')} />
        </SimpleGrid>
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
              style={{ flex: '1 1 8rem' }}
              {...form.getInputProps(`lines.${index}.unitPrice`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={t('orders.removeLine')}
              disabled={form.values.lines.length <= 1}
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
            onClick={() => form.insertListItem('lines', { itemId: '', quantity: 1, unitPrice: '' })}
          >
            {t('orders.addLine')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('grn.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
