// The part of the domain's catalogues the pages before sign-in can meet: the refusals every area
// shares (a server that does not answer, a session that expired) and those of signing in, signing up
// and the forgotten password, with their notices; and the reservations' (the guest's own booking page,
// /manage-reservation, is public and meets them). They come with the app's first chunk; the rest of
// each catalogue (domain-texts.ts) loads with the signed-in screens' strings.
import { AUTH_NOTICES, AUTH_REFUSALS, COMMON_REFUSALS, RESERVATION_NOTICES, RESERVATION_REFUSALS } from '@hotel/domain';
import type { DomainNamespace } from './domain-texts';

export const DOMAIN_EN_FIRST = {
  refusal: { ...COMMON_REFUSALS, ...AUTH_REFUSALS, ...RESERVATION_REFUSALS },
  notice: { ...AUTH_NOTICES, ...RESERVATION_NOTICES },
} as const satisfies Partial<Record<DomainNamespace, Readonly<Record<string, string>>>>;
