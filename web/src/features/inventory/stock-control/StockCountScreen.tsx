// /inventory/stock-management/stock-count (STOCK; designed — the spec has no stock count): count a
// location. Starting a count keeps the ledger's figure of each item there; the storekeeper enters
// what is on the shelf, sees the variance (counted − ledger) and posts it with a reason: one
// adjustment per difference, in one transaction. When stock moved there since the count started,
// the upstream refuses (STOCK_MOVED_SINCE_COUNT, naming the items) instead of posting a wrong
// variance, and the lines whose ledger moved are flagged: start a new count.

import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { countVariance } from '@hotel/domain';
import {
  usePostStockCountMutation,
  useStartStockCountMutation,
  useStockCountQuery,
  useStockCountsQuery,
} from '../../../graphql/hooks.gen';
import { errorMessage, errorRefusal } from '../../../graphql/errors';
import { serverNotice } from '../../../graphql/notices';
import { NotChosen } from '../../../session/NotChosen';
import { useCan } from '../../../session/permissions';
import { useChosenService } from '../../../session/use-chosen';
import { LoadError } from '../../../ui/LoadError';
import { PageHeading } from '../../../ui/PageHeading';
import { formatDateTime, formatNumber } from '../../../ui/format';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useLocationOptions } from '../components/options';

export function StockCountScreen() {
  const stores = useChosenService('INVENTORY');
  return stores ? <StockCounts serviceId={stores.serviceId} /> : <NotChosen what="INVENTORY" />;
}

function StockCounts({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation('inventory');
  const canStart = useCan('STOCK', 'ADD');
  const locations = useLocationOptions(serviceId);
  const [location, setLocation] = useState<string | null>(null);
  const [countId, setCountId] = useState<number | null>(null);
  const [start, starting] = useStartStockCountMutation();
  const counts = useStockCountsQuery({ variables: { serviceId }, fetchPolicy: 'cache-and-network' });
  const begin = async () => {
    if (!location) return;
    try {
      const result = (await start({ variables: { serviceId, locationId: Number(location) } })).data?.startStockCount;
      if (result) {
        notifySuccess(serverNotice(result.message));
        setCountId(result.stockCount.id);
        void counts.refetch();
      }
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };
  return (
    <Stack gap="lg">
      <PageHeading title={t('count.title')} description={t('count.description')} />
      {canStart && (
        <Paper withBorder p="md">
          <Group align="flex-end" wrap="wrap">
            <Select
              label={t('count.location')}
              placeholder={t('count.chooseLocation')}
              data={locations}
              value={location}
              onChange={setLocation}
              w={{ base: '100%', xs: 280 }}
              searchable
            />
            <Button
              leftSection={<IconClipboardList size={18} />}
              disabled={!location}
              loading={starting.loading}
              onClick={() => void begin()}
            >
              {t('count.start')}
            </Button>
          </Group>
        </Paper>
      )}
      {countId !== null && (
        <CountSheet
          key={countId}
          serviceId={serviceId}
          id={countId}
          onPosted={() => void counts.refetch()}
          onRestart={(locationId) => {
            setLocation(String(locationId));
            setCountId(null);
          }}
        />
      )}
      <Stack gap={4}>
        <Title order={5}>{t('count.recent')}</Title>
        <LoadError error={counts.error} fallback={t('count.loadFailed')} />
        {counts.loading && !counts.data ? (
          <Loader size="sm" />
        ) : (counts.data?.stockCounts.items.length ?? 0) === 0 ? (
          <Text size="sm" c="dimmed">
            {t('count.none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={600}>
            <Table>
              <Table.Tbody>
                {counts.data!.stockCounts.items.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>#{c.id}</Table.Td>
                    <Table.Td>{c.locationName}</Table.Td>
                    <Table.Td>{formatDateTime(c.createdAt)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" tt="none" miw={90} color={c.status === 'OPEN' ? 'blue' : 'green'}>
                        {t(`count.status.${c.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{c.reason}</Table.Td>
                    <Table.Td ta="right">
                      <Button size="compact-sm" variant="subtle" onClick={() => setCountId(c.id)}>
                        {c.status === 'OPEN' ? t('count.continue') : t('count.show')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}

function CountSheet({
  serviceId,
  id,
  onPosted,
  onRestart,
}: {
  serviceId: number;
  id: number;
  onPosted: () => void;
  onRestart: (locationId: number) => void;
}) {
  const { t } = useTranslation(['inventory', 'common']);
  const canPost = useCan('STOCK', 'EDIT');
  const count = useStockCountQuery({ variables: { serviceId, id }, fetchPolicy: 'network-only' });
  const [counted, setCounted] = useState<Record<number, number | null>>({});
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [moved, setMoved] = useState<string | null>(null);
  const [post, posting] = usePostStockCountMutation();
  const data = count.data?.stockCount;
  if (count.loading && !data)
    return (
      <Center py="md">
        <Loader aria-label={t('count.loading')} />
      </Center>
    );
  if (!data)
    return (
      <Stack>
        <LoadError error={count.error} fallback={t('count.loadFailed')} />
        <Button variant="default" onClick={() => void count.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Stack>
    );
  const open = data.status === 'OPEN';
  const value = (itemId: number, fallback: number | null) => (itemId in counted ? counted[itemId]! : fallback);
  const submit = async () => {
    if (reason.trim() === '') {
      setReasonError(t('count.reasonRequired'));
      return;
    }
    try {
      const lines = data.lines.map((l) => ({ itemId: l.itemId, counted: value(l.itemId, l.counted) }));
      const result = (await post({ variables: { serviceId, id, reason, lines } })).data?.postStockCount;
      if (result) notifySuccess(serverNotice(result.message));
      onPosted();
    } catch (error) {
      if (errorRefusal(error)?.reason === 'STOCK_MOVED_SINCE_COUNT') {
        setMoved(errorMessage(error));
        void count.refetch();
      } else notifyError(errorMessage(error));
    }
  };
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }} data-testid="count-sheet">
      <Stack>
        <Group justify="space-between">
          <Title order={4}>{t('count.sheet', { id: data.id, location: data.locationName })}</Title>
          <Badge variant="light" tt="none" color={open ? 'blue' : 'green'}>
            {t(`count.status.${data.status}`)}
          </Badge>
        </Group>
        {moved && (
          <Alert color="orange" title={t('count.movedTitle')} data-testid="count-moved">
            <Stack gap="xs">
              <Text size="sm">{moved}</Text>
              <Group>
                <Button size="xs" variant="light" onClick={() => onRestart(data.locationId)}>
                  {t('count.restart')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {data.lines.length === 0 ? (
          <Text c="dimmed">{t('count.noLines')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={300}>
            <Table striped horizontalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('count.item')}</Table.Th>
                  <Table.Th ta="right">{t('count.ledger')}</Table.Th>
                  <Table.Th ta="right">{t('count.counted')}</Table.Th>
                  <Table.Th ta="right">{t('count.variance')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.lines.map((line) => {
                  const entered = value(line.itemId, line.counted);
                  const variance = countVariance(line.expected, entered);
                  const changed = open && line.current !== line.expected;
                  return (
                    <Table.Tr key={line.itemId} data-state={changed ? 'moved' : undefined}>
                      <Table.Td>
                        {line.itemName}
                        {line.unitName ? (
                          <Text span size="xs" c="dimmed">
                            {' '}
                            ({line.unitName})
                          </Text>
                        ) : null}
                        {changed && (
                          <Text size="xs" c="orange">
                            {t('count.movedLine', { current: formatNumber(line.current) })}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="right">{formatNumber(line.expected)}</Table.Td>
                      <Table.Td ta="right">
                        {open && canPost ? (
                          <NumberInput
                            size="xs"
                            w={76}
                            hideControls
                            ml="auto"
                            min={0}
                            decimalScale={3}
                            aria-label={t('count.countedOf', { item: line.itemName })}
                            value={entered ?? ''}
                            onChange={(v) =>
                              setCounted((c) => ({ ...c, [line.itemId]: typeof v === 'number' ? v : null }))
                            }
                          />
                        ) : entered === null ? (
                          '–'
                        ) : (
                          formatNumber(entered)
                        )}
                      </Table.Td>
                      <Table.Td ta="right" c={variance < 0 ? 'red' : variance > 0 ? 'green' : undefined}>
                        {entered === null ? '' : variance > 0 ? `+${formatNumber(variance)}` : formatNumber(variance)}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {open && canPost ? (
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('count.reason')}
              placeholder={t('count.reasonPlaceholder')}
              value={reason}
              error={reasonError}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setReasonError(null);
              }}
              w={{ base: '100%', xs: 320 }}
              maxLength={200}
            />
            <Button loading={posting.loading} onClick={() => void submit()} data-testid="count-post">
              {t('count.post')}
            </Button>
          </Group>
        ) : (
          !open && (
            <Text size="sm" c="dimmed">
              {t('count.postedOn', { date: data.postedAt ? formatDateTime(data.postedAt) : '', reason: data.reason })}
            </Text>
          )
        )}
      </Stack>
    </Paper>
  );
}
