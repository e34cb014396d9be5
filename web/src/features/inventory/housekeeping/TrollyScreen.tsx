// /house-keeping/Trolly (HOUSEKEEPING, the staff app): the Trolley Stock Request (operations §2
// Housekeeping): a multi-select of Items, a Trolley Number select, a table of Items, Available Stock
// and Quantity with plus and minus controls (from 1 up to what is available), and a Request button
// enabled only when items and a trolley are chosen ('Item is required', 'Trolley Number is
// required'). Choosing a trolley starts from the items it carries (/housekeeping/Trolley-item).
// Below, the requests with their status: waiting, issued (from which location) or refused (why).
// The store asked is one of the hotel's INVENTORY services (the first unless another is chosen).

import { useEffect, useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconBrush, IconShirt, IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  useHouseKeepingStockQuery,
  useHouseKeepingTrolleyRequestsQuery,
  useHouseKeepingTrolleysQuery,
  useRequestTrolleyItemsMutation,
  type TrolleyRequestFieldsFragment,
} from '../../../graphql/hooks.gen';
import { useApolloClient } from '@apollo/client/react';
import { HouseKeepingTrolleyItemsDocument, type HouseKeepingTrolleyItemsQuery } from '../../../graphql/hooks.gen';
import { NotChosen } from '../../../session/NotChosen';
import { useCan } from '../../../session/permissions';
import { useChosenService, type ChosenService } from '../../../session/use-chosen';
import { LoadError } from '../../../ui/LoadError';
import { PageHeading } from '../../../ui/PageHeading';
import { useEntityForm } from '../../../ui/form/use-entity-form';
import { formatDateTime, formatNumber } from '../../../ui/format';
import { statusColor } from '../purchasing/status';

export function TrollyScreen() {
  const housekeeping = useChosenService('HOUSEKEEPING');
  return housekeeping ? <Trolly housekeeping={housekeeping} /> : <NotChosen what="HOUSEKEEPING" />;
}

function Trolly({ housekeeping }: { housekeeping: ChosenService }) {
  const { t } = useTranslation('housekeeping');
  const [storeId, setStoreId] = useState<number | null>(null);
  const [mine, setMine] = useState(true);
  const serviceId = housekeeping.serviceId;
  const hotelId = housekeeping.hotelId;
  const stock = useHouseKeepingStockQuery({
    variables: { serviceId, hotelId, storeId },
    fetchPolicy: 'cache-and-network',
  });
  const requests = useHouseKeepingTrolleyRequestsQuery({
    variables: { serviceId, hotelId, mine, page: 0, size: 20 },
    fetchPolicy: 'cache-and-network',
  });
  const refresh = () => {
    void stock.refetch();
    void requests.refetch();
  };
  return (
    <Stack gap="lg">
      <PageHeading
        title={t('trolly.title')}
        description={t('trolly.description', { hotel: housekeeping.hotelTitle })}
      />
      <Tabs value="trolley" aria-label={t('tabs.label')}>
        <Tabs.List>
          <Tabs.Tab value="cleaning" leftSection={<IconBrush size={16} />} disabled>
            {t('tabs.cleaning')}
          </Tabs.Tab>
          <Tabs.Tab value="trolley" leftSection={<IconShoppingCart size={16} />}>
            {t('tabs.trolley')}
          </Tabs.Tab>
          <Tabs.Tab value="laundry" leftSection={<IconShirt size={16} />} disabled>
            {t('tabs.laundry')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <LoadError error={stock.error} fallback={t('trolly.loadFailed')} />
      {stock.data ? (
        stock.data.houseKeepingStock.storeId === null ? (
          <Text c="dimmed">{t('trolly.noStore')}</Text>
        ) : (
          <RequestCard
            housekeeping={housekeeping}
            stock={stock.data.houseKeepingStock}
            onStore={setStoreId}
            onRequested={refresh}
          />
        )
      ) : stock.loading ? (
        <Skeleton h={220} />
      ) : null}
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={3} size="h4">
              {t('requests.title')}
            </Title>
            <Switch checked={mine} onChange={(e) => setMine(e.currentTarget.checked)} label={t('requests.mine')} />
          </Group>
          <RequestsTable
            rows={requests.data?.houseKeepingTrolleyRequests.items}
            loading={requests.loading}
            error={requests.error}
            onRetry={() => void requests.refetch()}
          />
        </Stack>
      </Card>
    </Stack>
  );
}

type Stock = NonNullable<ReturnType<typeof useHouseKeepingStockQuery>['data']>['houseKeepingStock'];

function RequestCard({
  housekeeping,
  stock,
  onStore,
  onRequested,
}: {
  housekeeping: ChosenService;
  stock: Stock;
  onStore: (id: number) => void;
  onRequested: () => void;
}) {
  const { t } = useTranslation('housekeeping');
  const mayRequest = useCan('HOUSEKEEPING', 'ADD');
  const client = useApolloClient();
  const trolleys = useHouseKeepingTrolleysQuery({
    variables: { serviceId: housekeeping.serviceId, hotelId: housekeeping.hotelId },
    fetchPolicy: 'cache-and-network',
  });
  const [request] = useRequestTrolleyItemsMutation();
  const available = (id: string) => stock.items.find((i) => String(i.itemId) === id)?.quantity ?? 0;
  const labelOf = (id: string) => {
    const item = stock.items.find((i) => String(i.itemId) === id);
    return item ? (item.unitName ? `${item.itemName} (${item.unitName})` : item.itemName) : id;
  };
  const { form, submit, submitting } = useEntityForm({
    initialValues: { itemIds: [] as string[], trolleyId: '', quantities: {} as Record<string, number | string> },
    validate: {
      itemIds: (value: string[]) => (value.length > 0 ? null : t('refusal:ITEM_REQUIRED')),
      trolleyId: (value: string) => (value ? null : t('refusal:TROLLEY_NUMBER_REQUIRED')),
    },
    onSubmit: async (values) =>
      (
        await request({
          variables: {
            serviceId: housekeeping.serviceId,
            storeId: stock.storeId ?? 0,
            trolleyId: Number(values.trolleyId),
            items: values.itemIds.map((id) => ({ itemId: Number(id), quantity: Number(values.quantities[id] ?? 1) })),
          },
        })
      ).data?.requestTrolleyItems,
    fieldMap: { trolleyRequestItemsDtoList: 'itemIds' },
    successMessage: (result) => result?.message,
    onSuccess: () => {
      form.reset();
      onRequested();
    },
  });
  // A trolley chosen with no items yet starts from what it carries (capped at what is available).
  const trolleyId = form.values.trolleyId;
  useEffect(() => {
    if (!trolleyId || form.values.itemIds.length > 0) return;
    let live = true;
    void client
      .query<HouseKeepingTrolleyItemsQuery>({
        query: HouseKeepingTrolleyItemsDocument,
        variables: { serviceId: housekeeping.serviceId, trolleyId: Number(trolleyId) },
        fetchPolicy: 'network-only',
      })
      .then(({ data }) => {
        if (!live) return;
        const carried = (data?.houseKeepingTrolleyItems ?? []).filter(
          (i) => i.storeId === stock.storeId && available(String(i.itemId)) > 0,
        );
        if (carried.length === 0) return;
        form.setFieldValue(
          'itemIds',
          carried.map((i) => String(i.itemId)),
        );
        form.setFieldValue(
          'quantities',
          Object.fromEntries(carried.map((i) => [String(i.itemId), Math.min(i.quantity, available(String(i.itemId)))])),
        );
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the trolley changes
  }, [trolleyId]);
  const chosen = form.values.itemIds.length > 0 && Boolean(form.values.trolleyId);
  return (
    <Card withBorder padding="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {stock.stores.length > 1 && (
            <Select
              label={t('trolly.store')}
              data={stock.stores.map((s) => ({ value: String(s.id), label: s.name }))}
              value={String(stock.storeId)}
              allowDeselect={false}
              onChange={(value) => {
                if (!value) return;
                form.reset();
                onStore(Number(value));
              }}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <MultiSelect
              label={t('trolly.items')}
              required
              searchable
              nothingFoundMessage={t('trolly.noItems')}
              data={stock.items.map((i) => ({
                value: String(i.itemId),
                label: labelOf(String(i.itemId)),
                disabled: i.quantity <= 0,
              }))}
              {...form.getInputProps('itemIds')}
            />
            <Select
              label={t('trolly.trolleyNumber')}
              required
              data={(trolleys.data?.houseKeepingTrolleys ?? []).map((x) => ({
                value: String(x.id),
                label: x.trolleyNo,
              }))}
              {...form.getInputProps('trolleyId')}
            />
          </SimpleGrid>
          {form.values.itemIds.length > 0 ? (
            <Table.ScrollContainer minWidth={320}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('trolly.item')}</Table.Th>
                    <Table.Th ta="right">{t('trolly.available')}</Table.Th>
                    <Table.Th w={150}>{t('trolly.quantity')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {form.values.itemIds.map((id) => (
                    <Table.Tr key={id}>
                      <Table.Td>{labelOf(id)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(available(id))}</Table.Td>
                      <Table.Td>
                        <NumberInput
                          aria-label={t('trolly.quantityOf', { item: labelOf(id) })}
                          min={1}
                          max={Math.max(1, available(id))}
                          clampBehavior="strict"
                          allowDecimal={false}
                          value={form.values.quantities[id] ?? 1}
                          onChange={(value) => form.setFieldValue(`quantities.${id}`, value)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <Text size="sm" c="dimmed">
              {t('trolly.pickHint')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={submitting} disabled={!chosen || !mayRequest}>
              {t('trolly.request')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function RequestsTable({
  rows,
  loading,
  error,
  onRetry,
}: {
  rows: TrolleyRequestFieldsFragment[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation('housekeeping');
  if (error)
    return (
      <Stack gap="xs" align="flex-start">
        <LoadError error={error} fallback={t('requests.loadFailed')} />
        <Button variant="light" size="xs" onClick={onRetry}>
          {t('requests.retry')}
        </Button>
      </Stack>
    );
  if (!rows) return loading ? <Skeleton h={120} /> : null;
  if (rows.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('requests.empty')}
      </Text>
    );
  return (
    // Three columns, so a phone shows every request whole: the trolley under the time, the store's
    // decision under the status.
    <Table.ScrollContainer minWidth={300}>
      <Table striped highlightOnHover horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('requests.requested')}</Table.Th>
            <Table.Th>{t('trolly.items')}</Table.Th>
            <Table.Th>{t('requests.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-status={row.status}>
              <Table.Td>
                {formatDateTime(row.requestDate)}
                <Text size="xs" c="dimmed">
                  {t('trolly.trolleyNumber')}: {row.trolleyNo}
                </Text>
              </Table.Td>
              <Table.Td>{row.items.map((i) => `${i.itemName} × ${formatNumber(i.quantity)}`).join(', ')}</Table.Td>
              <Table.Td>
                <Badge variant="light" tt="none" color={statusColor(row.status)}>
                  {t(`status.${row.status}`)}
                </Badge>
                {row.status === 'ISSUED' || row.status === 'REFUSED' ? (
                  <Text size="xs" c="dimmed" mt={4}>
                    {row.status === 'ISSUED'
                      ? t('requests.issuedFrom', { location: row.locationName ?? '' })
                      : row.refusalReason}
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
