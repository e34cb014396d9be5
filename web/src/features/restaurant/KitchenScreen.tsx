// /toplevel/chef-dashboard (feature CHEF_DASHBOARD): the kitchen board of the chosen restaurant,
// live. Every kitchen message and every reconnect (RESYNC) refetches the board, so a dropped
// connection never leaves a ticket unseen; a message plays the chime, and a CANCELLED one returns
// the new-order carousel to its first slide (operations §4 Chef and waiter). Beyond the spec
// (issue 10): the station this device shows (all, the kitchen's KOTs, the bar's BOTs), ticket ages
// against the restaurant's target preparation time, oldest first, and all-day counts.

import { useCallback, useState } from 'react';
import { Stack } from '@mantine/core';
import {
  DEFAULT_TARGET_PREPARATION_MINUTES,
  KITCHEN_STATIONS,
  type KitchenStation,
  type RestaurantNotice,
} from '@hotel/domain';
import {
  useAcceptOrderMutation,
  useAcknowledgeCancellationMutation,
  useKitchenBoardQuery,
  useKitchenUpdatesSubscription,
  useOrderItemReadyMutation,
  usePrepareOrderItemMutation,
  useRejectOrderItemMutation,
  useRecallKitchenStepMutation,
  useRequestOrderConfirmationMutation,
  useRestaurantSettingQuery,
  useTicketReadyToServeMutation,
} from '../../graphql/hooks.gen';
import { useCan } from '../../session/permissions';
import {
  KitchenPage,
  type KitchenBump,
  type KitchenItem,
  type KitchenOrder,
  type KitchenTicket,
} from './components/KitchenPage';
import { NotChosen } from '../../session/NotChosen';
import { runAction } from './run-action';
import { liveCaughtUp } from '../../graphql/live-connection';
import { recordDisplayActivity } from '../layout/IdleLogout';
import { LiveStatus } from '../layout/LiveStatus';
import { useLiveSound } from './use-live-sound';
import { useChosenService } from '../../session/use-chosen';

/** The station is this device's: the bar's screen stays the bar's (a device setting, not a user's). */
const STATION_KEY = 'hotel.kitchen-station';
function readStation(): KitchenStation {
  const stored = window.localStorage.getItem(STATION_KEY);
  return KITCHEN_STATIONS.find((s) => s === stored) ?? 'ALL';
}

export function KitchenScreen() {
  const serviceId = useChosenService('RESTAURANT')?.serviceId ?? null;
  const canEdit = useCan('CHEF_DASHBOARD', 'EDIT');
  const [slide, setSlide] = useState(0);
  const [station, setStation] = useState<KitchenStation>(readStation);
  const setting = useRestaurantSettingQuery({
    variables: { serviceId: serviceId ?? 0 },
    skip: serviceId === null,
    fetchPolicy: 'cache-first',
  });
  const targetMinutes = setting.data?.restaurantSetting.targetPreparationMinutes ?? DEFAULT_TARGET_PREPARATION_MINUTES;
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
      if (event.kind === 'MESSAGE') {
        playSound();
        // A display in service stays signed in while orders arrive (IdleLogout).
        recordDisplayActivity();
        reload();
      } else {
        // A reconnect: refetch, then say the screen caught up.
        refetch()
          .then(() => liveCaughtUp())
          .catch(() => undefined);
      }
      if (event.cancelled) setSlide(0);
    },
  });

  const [reject] = useRejectOrderItemMutation();
  const [requestConfirmation] = useRequestOrderConfirmationMutation();
  const [accept] = useAcceptOrderMutation();
  const [acknowledge] = useAcknowledgeCancellationMutation();
  const [prepare] = usePrepareOrderItemMutation();
  const [ready] = useOrderItemReadyMutation();
  const [ticketReady] = useTicketReadyToServeMutation();
  const [recall] = useRecallKitchenStepMutation();

  const run = async (key: string, action: () => Promise<string | undefined>, notice: RestaurantNotice | false) => {
    setBusy(key);
    const done = await runAction(action, { notice, always: reload });
    setBusy(null);
    return done;
  };

  if (serviceId === null) return <NotChosen what="RESTAURANT" />;

  const board = query.data?.kitchenBoard ?? null;
  return (
    <Stack gap="sm" w="100%">
      <LiveStatus />
      <KitchenPage
        board={board}
        loading={query.loading && !board}
        error={Boolean(query.error) && !board}
        onRetry={reload}
        canEdit={canEdit}
        busy={busy}
        slide={slide}
        onSlide={setSlide}
        station={station}
        onStation={(next) => {
          setStation(next);
          setSlide(0);
          window.localStorage.setItem(STATION_KEY, next);
        }}
        targetMinutes={targetMinutes}
        onReject={(item: KitchenItem, reason: string) =>
          run(
            `reject:${item.id}`,
            async () => (await reject({ variables: { itemId: item.id, reason } })).data?.rejectOrderItem.message,
            'ITEM_REJECTED',
          )
        }
        onReconfirm={(order: KitchenOrder) =>
          void run(
            `reconfirm:${order.id}`,
            async () =>
              (await requestConfirmation({ variables: { orderId: order.id } })).data?.requestOrderConfirmation.message,
            'RECONFIRMATION_REQUESTED',
          )
        }
        onAccept={(order: KitchenOrder) =>
          void run(
            `accept:${order.id}`,
            async () => (await accept({ variables: { orderId: order.id } })).data?.acceptOrder.message,
            'ORDER_ACCEPTED',
          )
        }
        onAcknowledgeCancellation={(order: KitchenOrder) =>
          void run(
            `acknowledge:${order.id}`,
            async () => (await acknowledge({ variables: { orderId: order.id } })).data?.acknowledgeCancellation.message,
            'CANCELLATION_ACKNOWLEDGED',
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
        onRecall={(bump: KitchenBump) =>
          void run(
            `recall:${bump.id}`,
            async () => (await recall({ variables: { bumpId: bump.id } })).data?.recallKitchenStep.message,
            'BUMP_RECALLED',
          )
        }
        onTicketReady={(ticket: KitchenTicket) =>
          void run(
            `ticket:${ticket.id}`,
            async () =>
              (await ticketReady({ variables: { ticketId: ticket.id, type: ticket.type } })).data?.ticketReadyToServe
                .message,
            'ORDER_READY_TO_SERVE',
          )
        }
      />
    </Stack>
  );
}
