// Replenishment in one step (issue 14, "Beyond the anchors"): a button that opens the preview of
// the draft purchase orders for the items below their reorder level — one per preferred supplier,
// in whole purchase units (the domain's replenishmentQuantity, computed upstream) — and creates
// them. The request key is made when the preview opens: a double click, or a second click after a
// lost answer, answers the same orders (the upstream creates them once per key).

import { useState } from 'react';
import { Alert, Button, Center, Group, Loader, Modal, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  useCreateReplenishmentMutation,
  useReplenishmentPreviewQuery,
  useItemPurchasingQuery,
  useSuppliersQuery,
  useUpdateItemPurchasingMutation,
} from '../../../graphql/hooks.gen';
import { errorMessage } from '../../../graphql/errors';
import { serverNotice } from '../../../graphql/notices';
import { useCan } from '../../../session/permissions';
import { LoadError } from '../../../ui/LoadError';
import { formatAmount, formatNumber } from '../../../ui/format';
import { notifyError, notifySuccess } from '../../../ui/notify';

/** The button, shown to whoever may add purchase orders; `onCreated` after the drafts are made. */
export function ReplenishButton({ serviceId, onCreated }: { serviceId: number; onCreated?: () => void }) {
  const { t } = useTranslation('inventory');
  const canAdd = useCan('PURCHASE_ORDER', 'ADD');
  const [requestKey, setRequestKey] = useState<string | null>(null);
  if (!canAdd) return null;
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconShoppingCartPlus size={18} />}
        onClick={() => setRequestKey(crypto.randomUUID())}
      >
        {t('replenish.button')}
      </Button>
      <Modal opened={requestKey !== null} onClose={() => setRequestKey(null)} size="xl" title={t('replenish.title')}>
        {requestKey && (
          <Preview
            serviceId={serviceId}
            requestKey={requestKey}
            onDone={() => {
              setRequestKey(null);
              onCreated?.();
            }}
          />
        )}
      </Modal>
    </>
  );
}

function Preview({ serviceId, requestKey, onDone }: { serviceId: number; requestKey: string; onDone: () => void }) {
  const { t } = useTranslation(['inventory', 'common']);
  const preview = useReplenishmentPreviewQuery({ variables: { serviceId }, fetchPolicy: 'network-only' });
  const [create, creating] = useCreateReplenishmentMutation();
  const plan = preview.data?.replenishmentPreview;
  if (preview.loading && !plan)
    return (
      <Center py="xl">
        <Loader aria-label={t('replenish.loading')} />
      </Center>
    );
  if (!plan)
    return (
      <Stack>
        <LoadError error={preview.error} fallback={t('replenish.loadFailed')} />
        <Button variant="default" onClick={() => void preview.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Stack>
    );
  const submit = async () => {
    try {
      const result = (await create({ variables: { serviceId, requestKey } })).data?.createReplenishment;
      if (result) notifySuccess(serverNotice(result.message));
      onDone();
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('replenish.description')}
      </Text>
      {plan.groups.length === 0 && (
        <Alert color="gray" data-testid="replenish-empty">
          {t('replenish.empty')}
        </Alert>
      )}
      {plan.groups.map((group) => (
        <Stack key={group.supplierId} gap={4} data-testid="replenish-group">
          <Title order={5}>{t('replenish.orderTo', { supplier: group.supplierName })}</Title>
          <Table.ScrollContainer minWidth={520}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('replenish.item')}</Table.Th>
                  <Table.Th ta="right">{t('replenish.quantity')}</Table.Th>
                  <Table.Th ta="right">{t('replenish.shortfall')}</Table.Th>
                  <Table.Th ta="right">{t('replenish.onOrder')}</Table.Th>
                  <Table.Th ta="right">{t('replenish.unitPrice')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.lines.map((line) => (
                  <Table.Tr key={line.itemId}>
                    <Table.Td>{line.itemName}</Table.Td>
                    <Table.Td ta="right">
                      {formatNumber(line.quantity)} {line.unitName ?? ''}
                      {line.factor !== 1 && (
                        <Text span size="xs" c="dimmed">
                          {' '}
                          {t('replenish.inStockUnits', { quantity: formatNumber(line.stockQuantity) })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{formatNumber(line.shortfall)}</Table.Td>
                    <Table.Td ta="right">{formatNumber(line.onOrder)}</Table.Td>
                    <Table.Td ta="right">{formatAmount(line.unitPrice)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ))}
      {plan.withoutSupplier.length > 0 && (
        <Unassigned serviceId={serviceId} items={plan.withoutSupplier} onChanged={() => void preview.refetch()} />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          disabled={plan.groups.length === 0}
          loading={creating.loading}
          onClick={() => void submit()}
          data-testid="replenish-create"
        >
          {t('replenish.create', { count: plan.groups.length })}
        </Button>
      </Group>
    </Stack>
  );
}

/** Items below their level without a preferred supplier: pick one here, and the preview follows. */
function Unassigned({
  serviceId,
  items,
  onChanged,
}: {
  serviceId: number;
  items: readonly { itemId: number; itemName: string; shortfall: number }[];
  onChanged: () => void;
}) {
  const { t } = useTranslation('inventory');
  const canEditItems = useCan('INVENTORY_ITEM', 'EDIT');
  const suppliers = useSuppliersQuery({ variables: { serviceId, page: 0, size: 200, active: true } });
  // The item's purchase unit stays as it is: only its supplier is chosen here.
  const purchasing = useItemPurchasingQuery({ variables: { serviceId } });
  const [update] = useUpdateItemPurchasingMutation();
  const options = (suppliers.data?.suppliers.items ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const choose = async (itemId: number, supplierId: string | null) => {
    if (!supplierId) return;
    const purchaseUnitId = purchasing.data?.itemPurchasing.find((p) => p.itemId === itemId)?.purchaseUnitId ?? null;
    try {
      const result = (
        await update({
          variables: { serviceId, input: { itemId, preferredSupplierId: Number(supplierId), purchaseUnitId } },
        })
      ).data?.updateItemPurchasing;
      if (result) notifySuccess(serverNotice(result.message));
      onChanged();
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };
  return (
    <Alert color="yellow" title={t('replenish.withoutSupplier')}>
      <Stack gap="xs">
        {items.map((item) => (
          <Group key={item.itemId} justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">
              {item.itemName} · {t('replenish.lacks', { quantity: formatNumber(item.shortfall) })}
            </Text>
            {canEditItems && (
              <Select
                size="xs"
                w={220}
                placeholder={t('replenish.chooseSupplier')}
                aria-label={t('replenish.supplierFor', { item: item.itemName })}
                data={options}
                searchable
                onChange={(value) => void choose(item.itemId, value)}
              />
            )}
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
