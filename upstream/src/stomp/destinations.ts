// Who may subscribe to which destination on the embedded broker. Browsers reach the topics through
// the BFF (which checks the caller's permissions at subscribe time), so the BFF's service client may
// receive every topic of the spec, while a user connecting directly only gets their own waiter queue.
import { parseTopic } from '@hotel/schema';
import type { StompPrincipal } from './broker.js';

export function mayReceive(principal: StompPrincipal, destination: string): boolean {
  const topic = parseTopic(destination);
  if (!topic) return false;
  if (principal.isService) return true;
  return topic.kind === 'waiter' && principal.userId !== null && topic.params.userId === String(principal.userId);
}
