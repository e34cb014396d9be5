// The English namespaces that are the domain's catalogues, imported rather than copied: a refusal's
// key (extensions.reason), a success notice's key and a notification's key are translated from
// these in English, and from de/<namespace>.json in German. No React (node:test).
import { NOTICES, NOTIFICATION_TEXTS, REFUSALS } from '@hotel/domain';

/** Namespace → the catalogue that is its English text. */
export const DOMAIN_EN = {
  refusal: REFUSALS,
  notice: NOTICES,
  'notification-text': NOTIFICATION_TEXTS,
} as const satisfies Record<string, Readonly<Record<string, string>>>;

export type DomainNamespace = keyof typeof DOMAIN_EN;
