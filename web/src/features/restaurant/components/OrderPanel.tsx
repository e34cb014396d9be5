// The right half of the waiter order screen (operations §2, §4): Dashboard, the Cash / Room
// payment radio, Allocate Table, the table carousel (title, VAT checkbox, status tag), the order
// lines, the totals and the order buttons. Every enablement is the domain's rule.

import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Checkbox,
  Divider,
  Group,
  Paper,
  Radio,
  ScrollArea,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  IconArrowBackUp,
  IconChevronLeft,
  IconChevronRight,
  IconClock,
  IconLayoutDashboard,
  IconMessage,
  IconMinus,
  IconPlus,
  IconTable,
  IconTrash,
  IconUserEdit,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  billableSubtotal,
  canTransition,
  cancelOrderEnabled,
  DEFAULT_SERVICE_CHARGE_RATE,
  isItemPending,
  orderButtonEnabled,
  orderButtonLabel,
  prepareInvoiceEnabled,
  restaurantMoney,
  tableTimeLocked,
  vatChangeRefusal,
  type OrderedItemStatus,
} from '@hotel/domain';
import type { OrderFieldsFragment, PaymentMethod, WaiterTableFieldsFragment } from '../../../graphql/hooks.gen';
import type { DraftLine, OrderDraft } from '../order-drafts';
import { formatLkr, toMoney } from '../../../ui/format';
import { asItemStatus, asOrderStatus } from '../restaurant-rules';
import { BillSummary } from './BillSummary';
import { TableMarker } from './OrderDialogs';
import { LoadError, Loading } from './StateViews';
import { StatusTag } from './StatusTag';
import classes from './OrderPanel.module.css';

export type WaiterTable = WaiterTableFieldsFragment;
export type TableOrder = OrderFieldsFragment;
export type OrderLine = TableOrder['items'][number];

const ORDER_BUTTON_KEYS = {
  Order: 'order.order',
  'Update Order': 'order.updateOrder',
  'Confirm Order': 'order.confirmOrder',
} as const;

/**
 * The Order / Update Order / Confirm Order button, wherever it shows (the panel, the phone's cart
 * bar): its label key and whether the waiter may press it, by the domain's rule and their level.
 */
export function sendButton(props: {
  table: WaiterTable | null;
  order: TableOrder | null;
  draft: OrderDraft;
  canAdd: boolean;
  canEdit: boolean;
}): { labelKey: (typeof ORDER_BUTTON_KEYS)[keyof typeof ORDER_BUTTON_KEYS]; enabled: boolean } {
  const status = asOrderStatus(props.order?.status);
  const allowed = props.order ? props.canEdit : props.canAdd;
  return {
    labelKey: ORDER_BUTTON_KEYS[orderButtonLabel(status)],
    enabled: props.table !== null && allowed && orderButtonEnabled({ status, unsentLines: props.draft.lines.length }),
  };
}

export interface OrderPanelProps {
  tables: readonly WaiterTable[];
  tablesLoading: boolean;
  tablesError: boolean;
  onRetry: () => void;
  table: WaiterTable | null;
  onSelectTable: (id: number) => void;
  order: TableOrder | null;
  orderLoading: boolean;
  draft: OrderDraft;
  canAdd: boolean;
  canEdit: boolean;
  /** The action running: 'payment', 'place', 'cancel', 'vat', `serve:{id}`, `withdraw:{id}`… */
  busy: string | null;
  onDashboard: (() => void) | null;
  onAllocate: () => void;
  onPaymentMethod: (method: PaymentMethod) => void;
  onVat: (vatApplicable: boolean) => void;
  onQuantity: (line: DraftLine, quantity: number) => void;
  onRemoveLine: (line: DraftLine) => void;
  onRemarks: (line: { key: string; name: string; remarks: string; sent: boolean }) => void;
  onWithdraw: (line: OrderLine) => void;
  onServe: (line: OrderLine) => void;
  onTableTime: () => void;
  onRemarkGuest: () => void;
  onCancelOrder: () => void;
  onPlaceOrder: () => void;
  onPrepareInvoice: () => void;
  onCustomDish: () => void;
}

function TableCarousel(props: OrderPanelProps) {
  const { t } = useTranslation('restaurant');
  const { tables, table, order } = props;
  const index = table ? tables.findIndex((candidate) => candidate.id === table.id) : -1;
  const status = asOrderStatus(order?.status);
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <ActionIcon
          variant="default"
          disabled={index <= 0}
          onClick={() => props.onSelectTable(tables[index - 1]!.id)}
          aria-label={t('order.previousTable')}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Stack gap={4} align="center" style={{ flex: 1 }}>
          <Title order={3} data-testid="table-title">
            {table ? t('table', { number: table.number }) : t('order.noTable')}
          </Title>
          {table && (
            <Group gap="sm">
              <StatusTag status={order?.status ?? table.status} />
              {order?.vatActive && (
                <Checkbox
                  label={t('order.vat')}
                  checked={order.vatApplicable}
                  disabled={!props.canEdit || vatChangeRefusal(status) !== null || props.busy === 'vat'}
                  onChange={(event) => props.onVat(event.currentTarget.checked)}
                />
              )}
            </Group>
          )}
        </Stack>
        <ActionIcon
          variant="default"
          disabled={index < 0 || index >= tables.length - 1}
          onClick={() => props.onSelectTable(tables[index + 1]!.id)}
          aria-label={t('order.nextTable')}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      {tables.length > 0 && (
        <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars>
          <Group gap={8} wrap="nowrap" justify="center" py={6} px={4}>
            {tables.map((candidate) => (
              <TableMarker key={candidate.id} show={candidate.status === 'OCCUPIED' && candidate.orderLineCount === 0}>
                <UnstyledButton
                  onClick={() => props.onSelectTable(candidate.id)}
                  aria-label={t('table', { number: candidate.number })}
                  aria-current={candidate.id === table?.id}
                  data-testid="table-chip"
                  style={{
                    minWidth: 36,
                    padding: '4px 10px',
                    borderRadius: 'var(--mantine-radius-xl)',
                    fontWeight: 700,
                    textAlign: 'center',
                    border: '1px solid var(--mantine-color-default-border)',
                    background:
                      candidate.id === table?.id ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-body)',
                    color: candidate.id === table?.id ? 'var(--mantine-color-white)' : undefined,
                  }}
                >
                  {candidate.number}
                </UnstyledButton>
              </TableMarker>
            ))}
          </Group>
        </ScrollArea>
      )}
    </Stack>
  );
}

function SentLine({ line, props }: { line: OrderLine; props: OrderPanelProps }) {
  const { t } = useTranslation('restaurant');
  const status = asItemStatus(line.status);
  const mayServe = props.canEdit && canTransition(status, 'SERVED');
  const mayWithdraw = props.canEdit && isItemPending(status);
  return (
    <Paper withBorder radius="md" p="xs" opacity={line.active ? 1 : 0.6} data-testid="order-line">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text fw={600} td={line.active ? undefined : 'line-through'} truncate>
              {line.name}
            </Text>
            {line.ticket && (
              <Badge size="xs" variant="outline" color="gray">
                {line.ticket.number
                  ? t(`ticket.${line.ticket.type}`, { number: line.ticket.number })
                  : line.ticket.type}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {line.quantity} × {formatLkr(line.price)}
          </Text>
          {line.remarks && (
            <Text size="xs" c="dimmed" fs="italic">
              {line.remarks}
            </Text>
          )}
          {line.rejectionReason && (
            <Text size="xs" c="red" fw={500}>
              {t('order.rejectedBecause', { reason: line.rejectionReason })}
            </Text>
          )}
        </Stack>
        <Stack gap={6} align="flex-end">
          <StatusTag status={line.status} size="sm" />
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('order.remarks')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('order.remarks')}
                onClick={() =>
                  props.onRemarks({ key: `sent:${line.id}`, name: line.name, remarks: line.remarks, sent: true })
                }
              >
                <IconMessage size={16} />
              </ActionIcon>
            </Tooltip>
            {mayWithdraw && (
              <Tooltip label={t('order.withdraw')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('order.withdraw')}
                  loading={props.busy === `withdraw:${line.id}`}
                  onClick={() => props.onWithdraw(line)}
                >
                  <IconArrowBackUp size={16} />
                </ActionIcon>
              </Tooltip>
            )}
            {mayServe && (
              <Button
                size="compact-xs"
                color="green"
                loading={props.busy === `serve:${line.id}`}
                onClick={() => props.onServe(line)}
              >
                {t('order.serve')}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

function UnsentLine({ line, props }: { line: DraftLine; props: OrderPanelProps }) {
  const { t } = useTranslation('restaurant');
  return (
    <Paper withBorder radius="md" p="xs" data-testid="order-line" data-unsent>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {line.name}
          </Text>
          <Text size="sm" c="dimmed">
            {formatLkr(restaurantMoney(line.price).times(line.quantity).toWire())}
          </Text>
          {line.remarks && (
            <Text size="xs" c="dimmed" fs="italic">
              {line.remarks}
            </Text>
          )}
        </Stack>
        <Stack gap={6} align="flex-end">
          <StatusTag status="NEW" size="sm" />
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="sm"
              aria-label={t('order.decrease')}
              disabled={line.quantity <= 1}
              onClick={() => props.onQuantity(line, line.quantity - 1)}
            >
              <IconMinus size={14} />
            </ActionIcon>
            <Text fw={700} w={24} ta="center" data-testid="line-quantity">
              {line.quantity}
            </Text>
            <ActionIcon
              variant="default"
              size="sm"
              aria-label={t('order.increase')}
              onClick={() => props.onQuantity(line, line.quantity + 1)}
            >
              <IconPlus size={14} />
            </ActionIcon>
            <Tooltip label={t('order.remarks')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('order.remarks')}
                onClick={() => props.onRemarks({ key: line.key, name: line.name, remarks: line.remarks, sent: false })}
              >
                <IconMessage size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('order.remove')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('order.remove')}
                onClick={() => props.onRemoveLine(line)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

export function OrderPanel(props: OrderPanelProps) {
  const { t } = useTranslation('restaurant');
  const { table, order, draft, canAdd, canEdit, busy } = props;
  const allocation = table?.allocation ?? null;
  const status = asOrderStatus(order?.status);
  const sentStatuses: OrderedItemStatus[] = (order?.items ?? []).map((line) => asItemStatus(line.status));
  const unsent = draft.lines.length;
  const allStatuses: OrderedItemStatus[] = [...sentStatuses, ...draft.lines.map((): OrderedItemStatus => 'NEW')];
  const unsentAmount = billableSubtotal(
    draft.lines.map((line) => ({
      price: restaurantMoney(line.price),
      quantity: line.quantity,
      orderedItemStatus: 'NEW' as const,
    })),
  );
  const send = sendButton(props);
  const mayCancel = canEdit && cancelOrderEnabled({ status, items: sentStatuses, unsentLines: unsent });
  const mayInvoice = canEdit && order !== null && prepareInvoiceEnabled(allStatuses);
  const paymentMethod = allocation?.paymentMethod ?? 'OTHER';
  const orderTime = draft.orderTime ?? order?.orderTime ?? null;

  let lines;
  if (!table) lines = null;
  else if (props.orderLoading) lines = <Loading />;
  else if ((order?.items.length ?? 0) + unsent === 0)
    lines = (
      <Text c="dimmed" ta="center" py="md">
        {t('order.noLines')}
      </Text>
    );
  else
    lines = (
      <Stack gap="xs">
        {order?.items.map((line) => (
          <SentLine key={line.id} line={line} props={props} />
        ))}
        {draft.lines.map((line) => (
          <UnsentLine key={line.key} line={line} props={props} />
        ))}
      </Stack>
    );

  return (
    <Card withBorder radius="md" padding="md" className={classes.panel}>
      <Stack gap="sm" className={classes.content}>
        <Group justify="space-between">
          {props.onDashboard ? (
            <Button variant="light" leftSection={<IconLayoutDashboard size={18} />} onClick={props.onDashboard}>
              {t('order.dashboard')}
            </Button>
          ) : (
            <span />
          )}
          <Button leftSection={<IconTable size={18} />} onClick={props.onAllocate} disabled={!canAdd && !canEdit}>
            {t('order.allocateTable')}
          </Button>
        </Group>
        <Radio.Group
          value={paymentMethod === 'OTHER' ? null : paymentMethod}
          onChange={(value) => props.onPaymentMethod(value as PaymentMethod)}
          aria-label={t('order.paymentMethod')}
        >
          <Group>
            <Radio value="CASH" label={t('order.cash')} disabled={!table || !canEdit || busy === 'payment'} />
            <Radio
              value="ROOM_BILL"
              label={
                paymentMethod === 'ROOM_BILL' && allocation?.roomNumber
                  ? t('order.roomNumber', { number: allocation.roomNumber })
                  : t('order.room')
              }
              disabled={!table || !canEdit || busy === 'payment'}
              onClick={() => {
                // Choosing Room again (another room) opens Select Room too.
                if (paymentMethod === 'ROOM_BILL') props.onPaymentMethod('ROOM_BILL');
              }}
            />
          </Group>
        </Radio.Group>
        <Divider />
        {props.tablesLoading ? (
          <Loading />
        ) : props.tablesError ? (
          <LoadError onRetry={props.onRetry} />
        ) : (
          <TableCarousel {...props} />
        )}
        {table && (
          <Group gap="xs" justify="center">
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconClock size={14} />}
              onClick={props.onTableTime}
              data-locked={tableTimeLocked(status) || undefined}
            >
              {t('order.tableTime')}
              {orderTime ? `: ${orderTime}` : ''}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconUserEdit size={14} />}
              onClick={props.onRemarkGuest}
            >
              {t('order.remarkGuest')}
            </Button>
          </Group>
        )}
        {table && (order?.customerName || order?.remarks) && (
          <Text size="xs" c="dimmed" ta="center">
            {[order.customerName, order.remarks].filter(Boolean).join(' · ')}
          </Text>
        )}
        {lines && (
          <div className={classes.lines} data-testid="order-lines">
            {lines}
          </div>
        )}
        {table && (
          <>
            <Divider />
            {unsentAmount.isPositive() && (
              <Group justify="space-between">
                <Text size="sm" c="blue">
                  {t('order.unsent')}
                </Text>
                <Text size="sm" c="blue" ff="monospace">
                  {formatLkr(unsentAmount.toWire())}
                </Text>
              </Group>
            )}
            <BillSummary
              bill={order?.bill ?? null}
              serviceChargeRate={order ? toMoney(order.bill.serviceChargeRate) : DEFAULT_SERVICE_CHARGE_RATE}
            />
          </>
        )}
        <Group grow gap="xs" mt="xs">
          <Button
            color="red"
            variant="light"
            disabled={!mayCancel}
            loading={busy === 'cancel'}
            onClick={props.onCancelOrder}
          >
            {t('order.cancelOrder')}
          </Button>
          <Button disabled={!send.enabled} loading={busy === 'place'} onClick={props.onPlaceOrder}>
            {t(send.labelKey)}
          </Button>
        </Group>
        <Group grow gap="xs">
          <Button color="green" variant="light" disabled={!mayInvoice} onClick={props.onPrepareInvoice}>
            {t('order.prepareInvoice')}
          </Button>
          <Button variant="default" disabled={!canAdd} onClick={props.onCustomDish}>
            {t('order.customDish')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
