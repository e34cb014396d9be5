// Live updates of the stays' accounts on /folio/{hotelId} (designed; docs/folio.md "Live"): sent by
// whoever changed an account — a charge posted, moved or voided, a folio opened, a receipt, a refund,
// an invoice or a credit note — only after its transaction committed. A broker hiccup costs the nudge,
// never the change: a failed publish is logged, never fails the request.
import { folioTopic, type folio } from '@hotel/schema';
import type { TopicPublisher } from '../stomp/publisher.js';

type AccountChange = folio.entities.AccountChange;

export interface AccountTouch {
  hotelId: number;
  /** The stay; null for a walk-in customer's folio. */
  reservationId: number | null;
  folioIds?: readonly (number | null | undefined)[];
}

/** Announces one committed change of a stay's account. */
export async function announceAccount(
  publisher: TopicPublisher,
  touch: AccountTouch,
  change: AccountChange,
): Promise<void> {
  const folioIds = [...new Set(touch.folioIds ?? [])].filter((f): f is number => typeof f === 'number');
  await publisher
    .publish(folioTopic(touch.hotelId), {
      hotelId: touch.hotelId,
      reservationId: touch.reservationId,
      folioIds,
      change,
      changedAt: new Date().toISOString(),
    })
    .catch((err: unknown) => {
      console.warn('[folio] could not publish a live update', touch.reservationId, change, err);
    });
}
