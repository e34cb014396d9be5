// The waiter's status screen (operations §2): 'Order Status' with Table Number, Order Status, KOT,
// BOT, Status and the Action 'SERVED' (enabled only when the ticket is READY_TO_SERVE), one row
// per ticket; and the 'Food Menu' button.

import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serveEnabled } from '@hotel/domain';
import type { WaiterBoardQuery } from '../../../graphql/hooks.gen';
import { asTicketStatus } from '../restaurant-rules';
import { LoadError, Loading } from './StateViews';
import { StatusTag } from './StatusTag';

export type WaiterBoardRow = WaiterBoardQuery['waiterBoard'][number];
export type WaiterBoardTicket = WaiterBoardRow['tickets'][number];

export interface WaiterBoardPageProps {
  rows: WaiterBoardRow[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  canServe: boolean;
  /** The ticket being served. */
  serving: number | null;
  onServe: (ticket: WaiterBoardTicket) => void;
  onFoodMenu: (() => void) | null;
}

export function WaiterBoardPage(props: WaiterBoardPageProps) {
  const { t } = useTranslation('restaurant');
  const { rows, loading, error, onRetry, canServe, serving, onServe, onFoodMenu } = props;

  let body;
  if (loading) body = <Loading />;
  else if (error) body = <LoadError onRetry={onRetry} />;
  else if (rows.length === 0) body = <Text c="dimmed">{t('board.empty')}</Text>;
  else
    body = (
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('board.columns.tableNumber')}</Table.Th>
              <Table.Th>{t('board.columns.orderStatus')}</Table.Th>
              <Table.Th>{t('board.columns.kot')}</Table.Th>
              <Table.Th>{t('board.columns.bot')}</Table.Th>
              <Table.Th>{t('board.columns.status')}</Table.Th>
              <Table.Th ta="right">{t('board.columns.action')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.flatMap((row) => {
              const orderStatus = row.orderStatus ? <StatusTag status={row.orderStatus} size="sm" /> : '—';
              if (row.tickets.length === 0) {
                return [
                  <Table.Tr key={`table-${row.id}`} data-testid="board-row">
                    <Table.Td fw={600}>{row.table.number}</Table.Td>
                    <Table.Td>{orderStatus}</Table.Td>
                    <Table.Td>—</Table.Td>
                    <Table.Td>—</Table.Td>
                    <Table.Td>—</Table.Td>
                    <Table.Td />
                  </Table.Tr>,
                ];
              }
              return row.tickets.map((ticket) => (
                <Table.Tr key={`ticket-${ticket.id}`} data-testid="board-row" data-ticket-type={ticket.type}>
                  <Table.Td fw={600}>{row.table.number}</Table.Td>
                  <Table.Td>{orderStatus}</Table.Td>
                  <Table.Td>{ticket.type === 'KOT' ? ticket.number : '—'}</Table.Td>
                  <Table.Td>{ticket.type === 'BOT' ? ticket.number : '—'}</Table.Td>
                  <Table.Td>
                    <StatusTag status={ticket.status} size="sm" />
                  </Table.Td>
                  <Table.Td ta="right">
                    {canServe && (
                      <Button
                        size="compact-sm"
                        color="green"
                        disabled={!serveEnabled(asTicketStatus(ticket.status))}
                        loading={serving === ticket.id}
                        onClick={() => onServe(ticket)}
                      >
                        {t('board.served')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ));
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="lg" w="100%" maw={1200} mx="auto">
      <Group justify="space-between">
        <Title order={2}>{t('board.title')}</Title>
        {onFoodMenu && (
          <Button leftSection={<IconToolsKitchen2 size={18} />} onClick={onFoodMenu}>
            {t('board.foodMenu')}
          </Button>
        )}
      </Group>
      <Card withBorder radius="md" padding="lg">
        {body}
      </Card>
    </Stack>
  );
}
