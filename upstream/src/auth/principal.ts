// Who is calling: a signed-in user, the BFF's own client (client-credentials grant, used for the
// STOMP connection), or nobody (public booking engine calls).
import type { UserLevel } from '@hotel/domain';

export interface Principal {
  kind: 'user' | 'service' | 'anonymous';
  userId: number | null;
  clientId: string;
  level: UserLevel | null;
  groupId: number | null;
  hotelId: number | null;
}
