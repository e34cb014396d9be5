// The chef screen (operations §2 Chef screen): count tiles; left, a carousel of new orders, one per
// table, with Reject per item, 'Reconfirm order' and 'Accept Order'; right, the accepted tickets
// per table with Prepare / Ready per item and 'Ready to serve' per ticket. Every button asks the
// domain's rule.

import { useEffect, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Divider,
  Grid,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { PHONE_MEDIA_QUERY } from '../../../app/theme';
import {
  KITCHEN_STATIONS,
  acceptEnabled,
  allDayCounts,
  atStation,
  canTransition,
  kitchenCountsOfLists,
  oldestFirst,
  ticketAgeLevel,
  ticketAgeText,
  type KitchenStation,
  reconfirmEnabled,
  rejectEnabled,
  ticketReadyEnabled,
} from '@hotel/domain';
import type { KitchenBoardQuery } from '../../../graphql/hooks.gen';
import { kitchenRibbon } from '../restaurant-format';
import { asItemStatus, asOrderStatus, asTicketStatus } from '../restaurant-rules';
import { useRotation } from '../use-rotation';
import { FoodImage } from './FoodImage';
import { RejectDialog } from './RejectDialog';
import { LoadError, Loading } from './StateViews';
import { StatusTag } from './StatusTag';

type Board = KitchenBoardQuery['kitchenBoard'];
export type KitchenOrder = Board['newOrders'][number];
export type KitchenTicket = Board['acceptedTickets'][number];
export type KitchenItem = KitchenOrder['items'][number];
export type KitchenBump = NonNullable<Board['lastBump']>;

export interface KitchenPageProps {
  board: Board | null;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  canEdit: boolean;
  /** The action running: `reject:{itemId}`, `accept:{orderId}`, `item:{itemId}`, `ticket:{ticketId}`… */
  busy: string | null;
  slide: number;
  onSlide: (index: number) => void;
  /** What this screen shows: everything, the kitchen's KOTs or the bar's BOTs (a device setting). */
  station: KitchenStation;
  onStation: (station: KitchenStation) => void;
  /** The restaurant's target preparation time, against which each ticket's age is coloured. */
  targetMinutes: number;
  /** Resolves true when the item was rejected (the dialog then closes). */
  onReject: (item: KitchenItem, reason: string) => Promise<boolean>;
  onReconfirm: (order: KitchenOrder) => void;
  onAccept: (order: KitchenOrder) => void;
  /** The chef saw the waiter's cancellation: the withdrawn items leave the carousel. */
  onAcknowledgeCancellation: (order: KitchenOrder) => void;
  onPrepare: (ticket: KitchenTicket, item: KitchenItem) => void;
  onReady: (ticket: KitchenTicket, item: KitchenItem) => void;
  onTicketReady: (ticket: KitchenTicket) => void;
  /** Recall: undo the chef's last step while it can be. */
  onRecall: (bump: KitchenBump) => void;
}

function CountTile({ label, count, children }: { label: string; count: number; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={32} fw={800} lh={1.2}>
        {count}
      </Text>
      {children}
    </Paper>
  );
}

/** The time now, moving every few seconds (ticket ages). */
function useNow(everyMs = 5_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

const AGE_COLOURS = { ON_TIME: 'green', DUE: 'yellow', LATE: 'red' } as const;

/** A ticket's age since it was ordered, coloured against the restaurant's target. */
function TicketAge({ orderedAt, targetMinutes }: { orderedAt: string | null | undefined; targetMinutes: number }) {
  const { t } = useTranslation('restaurant');
  const now = useNow();
  if (!orderedAt) return null;
  const age = now - Date.parse(orderedAt);
  const level = ticketAgeLevel(age, targetMinutes);
  return (
    <Badge
      color={AGE_COLOURS[level]}
      variant={level === 'ON_TIME' ? 'light' : 'filled'}
      data-testid="ticket-age"
      data-level={level}
      title={t(`chef.ageLevel.${level}`)}
    >
      {t('chef.age', { age: ticketAgeText(age) })}
    </Badge>
  );
}

/** The chef's last step with Recall, while the window lasts (the server enforces it too). */
function RecallBar({
  bump,
  busy,
  onRecall,
}: {
  bump: KitchenBump;
  busy: boolean;
  onRecall: (bump: KitchenBump) => void;
}) {
  const { t } = useTranslation('restaurant');
  const now = useNow(1_000);
  const left = Math.ceil((Date.parse(bump.recallableUntil) - now) / 1000);
  if (left <= 0) return null;
  const ticket = bump.ticketType ? t(`ticket.${bump.ticketType}`, { number: bump.ticketNumber ?? '' }) : '';
  return (
    <Paper withBorder radius="md" p="sm" data-testid="recall">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {t('chef.recall.title')}
          </Text>
          <Text fw={600}>
            {t(`chef.recall.label.${bump.kind}`, { table: bump.tableNumber, item: bump.itemName ?? '', ticket })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('chef.recall.remaining', { seconds: left })}
          </Text>
        </Stack>
        <Button color="orange" variant="light" loading={busy} onClick={() => onRecall(bump)}>
          {t('chef.recall.button')}
        </Button>
      </Group>
    </Paper>
  );
}

function AllDay({ tickets }: { tickets: readonly KitchenTicket[] }) {
  const { t } = useTranslation('restaurant');
  const counts = allDayCounts(
    tickets.flatMap((ticket) =>
      ticket.items.map((item) => ({ name: item.name, quantity: item.quantity, status: asItemStatus(item.status) })),
    ),
  );
  return (
    <Paper withBorder radius="md" p="md" data-testid="all-day">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb={6}>
        {t('chef.allDay.title')}
      </Text>
      {counts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('chef.allDay.none')}
        </Text>
      ) : (
        <Group gap="xs">
          {counts.map((dish) => (
            <Badge key={dish.name} size="lg" variant="light" color="gray" tt="none" data-testid="all-day-dish">
              {dish.quantity} × {dish.name}
            </Badge>
          ))}
        </Group>
      )}
    </Paper>
  );
}

function RequestConfirmationTables({ tables }: { tables: readonly string[] }) {
  const { t } = useTranslation('restaurant');
  const index = useRotation(tables.length);
  if (tables.length === 0) return null;
  return (
    <Text size="sm" c="orange" fw={600} aria-live="polite">
      {t('table', { number: tables[index] })}
    </Text>
  );
}

function NewOrderCard(props: {
  targetMinutes: number;
  order: KitchenOrder;
  index: number;
  total: number;
  canEdit: boolean;
  busy: string | null;
  onSlide: (index: number) => void;
  onRejectItem: (item: KitchenItem) => void;
  onReconfirm: (order: KitchenOrder) => void;
  onAccept: (order: KitchenOrder) => void;
  onAcknowledgeCancellation: (order: KitchenOrder) => void;
}) {
  const { t } = useTranslation('restaurant');
  const { order, index, total, canEdit, busy } = props;
  const status = asOrderStatus(order.status);
  const items = order.items.map((item) => asItemStatus(item.status));
  const mayAccept = status !== null && acceptEnabled(status, items);
  const mayReconfirm = status !== null && reconfirmEnabled(status, items);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="new-order">
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <ActionIcon
          variant="default"
          onClick={() => props.onSlide(index - 1)}
          disabled={index === 0}
          aria-label={t('chef.previous')}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Stack gap={0} align="center">
          <Text fw={700}>{t('chef.newOrderOf', { n: index + 1, total })}</Text>
          <Title order={4}>{t('table', { number: order.table.number })}</Title>
          <Text size="sm" c="dimmed">
            {t('tableTime')}: {order.orderTime}
          </Text>
          {order.status !== 'CANCELLED' && (
            <TicketAge orderedAt={order.orderedAt} targetMinutes={props.targetMinutes} />
          )}
        </Stack>
        <ActionIcon
          variant="default"
          onClick={() => props.onSlide(index + 1)}
          disabled={index >= total - 1}
          aria-label={t('chef.next')}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      <Group justify="center" mb="sm">
        <StatusTag status={order.status} size="sm" />
      </Group>
      {order.cancellationUnseen && (
        <Alert color="red" variant="light" mb="sm" data-testid="cancellation-notice" title={t('ribbon.CANCELLED')}>
          {order.status === 'CANCELLED' ? t('chef.orderCancelled') : t('chef.itemsCancelled')}
        </Alert>
      )}
      <Stack gap="sm">
        {order.items.map((item) => {
          const ribbon = kitchenRibbon(item.status);
          return (
            <Paper key={item.id} withBorder radius="md" p="sm" data-testid="new-order-item">
              <Group wrap="nowrap" align="flex-start">
                <FoodImage src={item.image} alt={item.name} size={56} />
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Group gap="xs" wrap="nowrap">
                    {ribbon && (
                      <Badge color={ribbon.color} variant="filled" size="sm" radius="sm">
                        {t(`ribbon.${ribbon.label}`)}
                      </Badge>
                    )}
                    {item.ticket && (
                      <Badge variant="outline" size="sm" color="gray">
                        {item.ticket.type}
                      </Badge>
                    )}
                  </Group>
                  <Text fw={600}>{item.name}</Text>
                  {item.remarks && (
                    <Text size="sm" c="dimmed">
                      {item.remarks}
                    </Text>
                  )}
                  {item.rejectionReason && (
                    <Text size="sm" c="red">
                      {t('chef.rejectedBecause', { reason: item.rejectionReason })}
                    </Text>
                  )}
                </Stack>
                <Stack gap={6} align="flex-end">
                  <Text fw={700}>{t('chef.quantity', { count: item.quantity })}</Text>
                  {canEdit && (
                    <Button
                      size="compact-sm"
                      color="red"
                      variant="light"
                      disabled={!rejectEnabled(asItemStatus(item.status))}
                      loading={busy === `reject:${item.id}`}
                      onClick={() => props.onRejectItem(item)}
                    >
                      {t('chef.reject')}
                    </Button>
                  )}
                </Stack>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      {canEdit && (
        <Group justify="flex-end" mt="md">
          {order.cancellationUnseen && (
            <Button
              variant="filled"
              color="red"
              loading={busy === `acknowledge:${order.id}`}
              onClick={() => props.onAcknowledgeCancellation(order)}
            >
              {t('chef.acknowledgeCancellation')}
            </Button>
          )}
          <Button
            variant="light"
            color="orange"
            disabled={!mayReconfirm}
            loading={busy === `reconfirm:${order.id}`}
            onClick={() => props.onReconfirm(order)}
          >
            {t('chef.reconfirm')}
          </Button>
          <Button
            color="green"
            disabled={!mayAccept}
            loading={busy === `accept:${order.id}`}
            onClick={() => props.onAccept(order)}
          >
            {t('chef.accept')}
          </Button>
        </Group>
      )}
    </Card>
  );
}

interface TicketProps {
  targetMinutes: number;
  ticket: KitchenTicket;
  canEdit: boolean;
  busy: string | null;
  onPrepare: (ticket: KitchenTicket, item: KitchenItem) => void;
  onReady: (ticket: KitchenTicket, item: KitchenItem) => void;
  onTicketReady: (ticket: KitchenTicket) => void;
}

/** An item's Prepare and Ready, each enabled only where the item's status allows the step. */
function ItemButtons({ ticket, item, busy, onPrepare, onReady }: TicketProps & { item: KitchenItem }) {
  const { t } = useTranslation('restaurant');
  const status = asItemStatus(item.status);
  return (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      <Button
        size="compact-xs"
        variant="light"
        color="blue"
        disabled={!canTransition(status, 'BEING_PREPARED') || busy === `item:${item.id}`}
        onClick={() => onPrepare(ticket, item)}
      >
        {t('chef.prepare')}
      </Button>
      <Button
        size="compact-xs"
        variant="light"
        color="green"
        disabled={!canTransition(status, 'READY_TO_SERVE') || busy === `item:${item.id}`}
        onClick={() => onReady(ticket, item)}
      >
        {t('chef.ready')}
      </Button>
    </Group>
  );
}

function TicketCard(props: TicketProps) {
  const { t } = useTranslation('restaurant');
  const { ticket, canEdit, busy } = props;
  const items = ticket.items.map((item) => asItemStatus(item.status));
  const mayRelease = ticketReadyEnabled(asTicketStatus(ticket.status), items);
  const phone = useMediaQuery(PHONE_MEDIA_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  return (
    <Stack gap="xs" data-testid="accepted-ticket" data-ticket-type={ticket.type}>
      <Group justify="space-between">
        <Group gap="xs">
          <Badge variant="filled" color={ticket.type === 'KOT' ? 'brand' : 'grape'}>
            {t(`ticket.${ticket.type}`, { number: ticket.number })}
          </Badge>
          <StatusTag status={ticket.status} size="sm" />
          {ticket.status !== 'READY_TO_SERVE' && (
            <TicketAge orderedAt={ticket.orderedAt} targetMinutes={props.targetMinutes} />
          )}
        </Group>
        {ticket.orderTime && (
          <Text size="sm" c="dimmed">
            {t('tableTime')}: {ticket.orderTime}
          </Text>
        )}
      </Group>
      {phone ? (
        // A phone has no room for five columns: each item is a row of its own, its buttons under it.
        <Stack gap={0}>
          {ticket.items.map((item) => (
            <Group
              key={item.id}
              data-testid="ticket-item"
              justify="space-between"
              gap="xs"
              py={6}
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            >
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {item.quantity} × {item.name}
                </Text>
                {item.remarks && (
                  <Text size="xs" c="dimmed">
                    {item.remarks}
                  </Text>
                )}
                <StatusTag status={item.status} size="sm" />
              </Stack>
              {canEdit && <ItemButtons {...props} item={item} />}
            </Group>
          ))}
        </Stack>
      ) : (
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('chef.columns.item')}</Table.Th>
              <Table.Th>{t('chef.columns.quantity')}</Table.Th>
              <Table.Th>{t('chef.columns.comments')}</Table.Th>
              <Table.Th>{t('chef.columns.status')}</Table.Th>
              {canEdit && <Table.Th ta="right">{t('chef.columns.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ticket.items.map((item) => (
              <Table.Tr key={item.id} data-testid="ticket-item">
                <Table.Td fw={600}>{item.name}</Table.Td>
                <Table.Td>{item.quantity}</Table.Td>
                <Table.Td>{item.remarks}</Table.Td>
                <Table.Td>
                  <StatusTag status={item.status} size="sm" />
                </Table.Td>
                {canEdit && (
                  <Table.Td>
                    <ItemButtons {...props} item={item} />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {canEdit && (
        <Group justify="flex-end">
          <Button
            size="xs"
            color="green"
            disabled={!mayRelease}
            loading={busy === `ticket:${ticket.id}`}
            onClick={() => props.onTicketReady(ticket)}
          >
            {t('chef.readyToServe')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The accepted tickets grouped by table, in the order they arrive. */
function byTable(tickets: readonly KitchenTicket[]): { number: string; tickets: KitchenTicket[] }[] {
  const groups = new Map<number, { number: string; tickets: KitchenTicket[] }>();
  for (const ticket of tickets) {
    const group = groups.get(ticket.table.id) ?? { number: ticket.table.number, tickets: [] };
    group.tickets.push(ticket);
    groups.set(ticket.table.id, group);
  }
  return [...groups.values()];
}

export function KitchenPage(props: KitchenPageProps) {
  const { t } = useTranslation('restaurant');
  const { board, loading, error, onRetry, canEdit, busy } = props;
  const [rejecting, setRejecting] = useState<KitchenItem | null>(null);

  if (loading) return <Loading />;
  if (error || !board) return <LoadError onRetry={onRetry} />;

  const { station } = props;
  // A station sees only its own tickets, and only its own items of the new orders.
  const orders = board.newOrders
    .map((order) => ({ ...order, items: order.items.filter((item) => atStation(station, item.ticket?.type)) }))
    .filter((order) => order.items.length > 0);
  const shownTickets = oldestFirst(
    board.acceptedTickets.map((ticket) => ({ ...ticket, orderedAt: ticket.orderedAt ?? '' })),
  ).filter((ticket) => atStation(station, ticket.type));
  const index = Math.max(0, Math.min(props.slide, orders.length - 1));
  const current = orders[index] ?? null;
  // The oldest tickets first: a table's group comes where its oldest ticket does.
  const tables = byTable(shownTickets);
  // The tiles count the cards shown, by the domain's rule (GET order/count and the BFF's board use it
  // too): a station counts an order only for its own items awaiting the kitchen or rejected.
  const counts = kitchenCountsOfLists(
    orders.map((o) => ({
      orderStatus: asItemStatus(o.status),
      itemStatuses: o.items.map((item) => asItemStatus(item.status)),
    })),
    shownTickets.map((ticket) => asTicketStatus(ticket.status)),
  );

  return (
    <Stack gap="lg" w="100%">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2}>{t('chef.title')}</Title>
        <SegmentedControl
          aria-label={t('chef.station.label')}
          value={station}
          onChange={(value) => props.onStation(value as KitchenStation)}
          data={KITCHEN_STATIONS.map((value) => ({ value, label: t(`chef.station.${value}`) }))}
        />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
        <CountTile label={t('chef.tiles.requestConfirmation')} count={counts.requestConfirmation}>
          <RequestConfirmationTables tables={board.requestConfirmationTables} />
        </CountTile>
        <CountTile label={t('chef.tiles.newOrders')} count={counts.placed} />
        <CountTile label={t('chef.tiles.accepted')} count={counts.accepted} />
        <CountTile label={t('chef.tiles.beingPrepared')} count={counts.beingPrepared} />
        <CountTile label={t('chef.tiles.readyToServe')} count={counts.readyToServe} />
      </SimpleGrid>
      {canEdit && board.lastBump && (
        <RecallBar
          key={board.lastBump.id}
          bump={board.lastBump}
          busy={busy === `recall:${board.lastBump.id}`}
          onRecall={props.onRecall}
        />
      )}
      <AllDay tickets={shownTickets} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm">
            <Title order={3}>{t('chef.newOrdersTitle')}</Title>
            {current ? (
              <NewOrderCard
                targetMinutes={props.targetMinutes}
                key={current.id}
                order={current}
                index={index}
                total={orders.length}
                canEdit={canEdit}
                busy={busy}
                onSlide={props.onSlide}
                onRejectItem={setRejecting}
                onReconfirm={props.onReconfirm}
                onAccept={props.onAccept}
                onAcknowledgeCancellation={props.onAcknowledgeCancellation}
              />
            ) : (
              <Card withBorder radius="md" padding="lg">
                <Text c="dimmed">{t('chef.noNewOrders')}</Text>
              </Card>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <Title order={3}>{t('chef.acceptedTitle')}</Title>
            {tables.length === 0 && (
              <Card withBorder radius="md" padding="lg">
                <Text c="dimmed">{t('chef.noAccepted')}</Text>
              </Card>
            )}
            {tables.map((table) => (
              <Card key={table.number} withBorder radius="md" padding="lg" data-testid="accepted-table">
                <Title order={4} mb="sm">
                  {t('table', { number: table.number })}
                </Title>
                <Stack gap="md">
                  {table.tickets.map((ticket, position) => (
                    <Stack key={ticket.id} gap="md">
                      {position > 0 && <Divider />}
                      <TicketCard
                        targetMinutes={props.targetMinutes}
                        ticket={ticket}
                        canEdit={canEdit}
                        busy={busy}
                        onPrepare={props.onPrepare}
                        onReady={props.onReady}
                        onTicketReady={props.onTicketReady}
                      />
                    </Stack>
                  ))}
                </Stack>
              </Card>
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
      <RejectDialog
        key={rejecting?.id ?? 'closed'}
        itemName={rejecting?.name ?? null}
        saving={rejecting !== null && busy === `reject:${rejecting.id}`}
        onClose={() => setRejecting(null)}
        onSave={(reason) => {
          if (!rejecting) return;
          void props.onReject(rejecting, reason).then((done) => {
            if (done) setRejecting(null);
          });
        }}
      />
    </Stack>
  );
}
