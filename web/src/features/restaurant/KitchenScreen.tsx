// /toplevel/chef-dashboard (feature CHEF_DASHBOARD): the kitchen board of the chosen restaurant,
// live. Every kitchen message and every reconnect (RESYNC) refetches the board, so a dropped
// connection never leaves a ticket unseen; a message plays the chime, and a CANCELLED one returns
// the new-order carousel to its first slide (operations §4 Chef and waiter).

import { useCallback, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@hotel/domain';
import {
  useAcceptOrderMutation,
  useKitchenBoardQuery,
  useKitchenUpdatesSubscription,
  useOrderItemReadyMutation,
  usePrepareOrderItemMutation,
  useRejectOrderItemMutation,
  useRequestOrderConfirmationMutation,
  useTicketReadyToServeMutation,
} from '../../graphql/hooks.gen';
import { useCan } from '../../session/permissions';
import { KitchenPage, type KitchenItem, type KitchenOrder, type KitchenTicket } from './components/KitchenPage';
import { NoRestaurantChosen } from './components/StateViews';
import { runAction } from './run-action';
import { useLiveSound } from './use-live-sound';
import { useRestaurantService } from './use-restaurant-service';

export function KitchenScreen() {
  const { t } = useTranslation('restaurant');
  const navigate = useNavigate();
  const { serviceId } = useRestaurantService();
  const canEdit = useCan('CHEF_DASHBOARD', 'EDIT');
  const [slide, setSlide] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const playSound = useLiveSound();

  const query = useKitchenBoardQuery({
    variables: { serviceId: serviceId ?? 0 },
    skip: serviceId === null,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const { refetch } = query;
  const reload = useCallback(() => {
    refetch().catch(() => undefined);
  }, [refetch]);

  useKitchenUpdatesSubscription({
    variables: { serviceId: serviceId ?? 0 },
    skip: serviceId === null,
    onData: ({ data }) => {
      const event = data.data?.kitchenUpdates;
      if (!event) return;
      if (event.kind === 'MESSAGE') playSound();
      if (event.cancelled) setSlide(0);
      reload();
    },
  });

  const [reject] = useRejectOrderItemMutation();
  const [requestConfirmation] = useRequestOrderConfirmationMutation();
  const [accept] = useAcceptOrderMutation();
  const [prepare] = usePrepareOrderItemMutation();
  const [ready] = useOrderItemReadyMutation();
  const [ticketReady] = useTicketReadyToServeMutation();

  const run = async (key: string, action: () => Promise<string | undefined>, success?: string | false) => {
    setBusy(key);
    const done = await runAction(action, { success, always: reload });
    setBusy(null);
    return done;
  };

  if (serviceId === null) return <NoRestaurantChosen onChoose={() => void navigate({ href: Page.SERVICES })} />;

  const board = query.data?.kitchenBoard ?? null;
  return (
    <KitchenPage
      board={board}
      loading={query.loading && !board}
      error={Boolean(query.error) && !board}
      onRetry={reload}
      canEdit={canEdit}
      busy={busy}
      slide={slide}
      onSlide={setSlide}
      onReject={(item: KitchenItem, reason: string) =>
        run(
          `reject:${item.id}`,
          async () => (await reject({ variables: { itemId: item.id, reason } })).data?.rejectOrderItem.message,
        )
      }
      onReconfirm={(order: KitchenOrder) =>
        void run(
          `reconfirm:${order.id}`,
          async () =>
            (await requestConfirmation({ variables: { orderId: order.id } })).data?.requestOrderConfirmation.message,
          t('chef.reconfirmSent'),
        )
      }
      onAccept={(order: KitchenOrder) =>
        void run(
          `accept:${order.id}`,
          async () => (await accept({ variables: { orderId: order.id } })).data?.acceptOrder.message,
          t('chef.acceptedMessage'),
        )
      }
      onPrepare={(ticket: KitchenTicket, item: KitchenItem) =>
        void run(
          `item:${item.id}`,
          async () =>
            (await prepare({ variables: { ticketId: ticket.id, itemId: item.id } })).data?.prepareOrderItem.message,
          false,
        )
      }
      onReady={(ticket: KitchenTicket, item: KitchenItem) =>
        void run(
          `item:${item.id}`,
          async () =>
            (await ready({ variables: { ticketId: ticket.id, itemId: item.id } })).data?.orderItemReady.message,
          false,
        )
      }
      onTicketReady={(ticket: KitchenTicket) =>
        void run(
          `ticket:${ticket.id}`,
          async () =>
            (await ticketReady({ variables: { ticketId: ticket.id, type: ticket.type } })).data?.ticketReadyToServe
              .message,
          t('chef.readyToServeMessage'),
        )
      }
    />
  );
}
