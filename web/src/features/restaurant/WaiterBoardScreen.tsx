// /toplevel/table-dashboard (feature STEWARD_DASHBOARD): the waiter's 'Order Status' table, live,
// with SERVED per ticket and the 'Food Menu' button to /restaurant/dashboard/:1.

import { useCallback, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useServeTicketMutation, useWaiterBoardQuery } from '../../graphql/hooks.gen';
import { isAvailable } from '../../navigation/available';
import { useCan } from '../../session/permissions';
import { NotChosen } from '../../session/NotChosen';
import { WaiterBoardPage, type WaiterBoardTicket } from './components/WaiterBoardPage';
import { FOOD_MENU_ORDER_PATH } from './menu-routes';
import { runAction } from './run-action';
import { useChosenService } from '../../session/use-chosen';
import { Stack } from '@mantine/core';
import { useWaiterLive } from './use-waiter-live';
import { LiveStatus } from '../layout/LiveStatus';

export function WaiterBoardScreen() {
  const navigate = useNavigate();
  const serviceId = useChosenService('RESTAURANT')?.serviceId ?? null;
  const canServe = useCan('STEWARD_DASHBOARD', 'EDIT');
  const canOrder = useCan('FOOD_MENU', 'VIEW');
  const [serving, setServing] = useState<number | null>(null);

  const query = useWaiterBoardQuery({
    variables: { serviceId: serviceId ?? 0 },
    skip: serviceId === null,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const { refetch } = query;
  const reload = useCallback(() => {
    refetch().catch(() => undefined);
  }, [refetch]);
  // The waiter's order status is a display: live messages keep it signed in (IdleLogout).
  useWaiterLive(serviceId !== null, () => refetch(), true);

  const [serveTicket] = useServeTicketMutation();

  if (serviceId === null) return <NotChosen what="RESTAURANT" />;

  const rows = query.data?.waiterBoard ?? null;
  return (
    <Stack gap="sm" w="100%">
      <LiveStatus />
      <WaiterBoardPage
        rows={rows ?? []}
        loading={query.loading && !rows}
        error={Boolean(query.error) && !rows}
        onRetry={reload}
        canServe={canServe}
        serving={serving}
        onServe={(ticket: WaiterBoardTicket) => {
          setServing(ticket.id);
          // The waiter's served calls do nothing visible on failure (operations §8).
          void runAction(
            async () =>
              (await serveTicket({ variables: { ticketId: ticket.id, type: ticket.type } })).data?.serveTicket.message,
            { notice: 'ORDER_SERVED', failure: false, always: reload },
          ).finally(() => setServing(null));
        }}
        onFoodMenu={
          canOrder && isAvailable('/restaurant/dashboard/$cat')
            ? () => void navigate({ href: FOOD_MENU_ORDER_PATH })
            : null
        }
      />
    </Stack>
  );
}
