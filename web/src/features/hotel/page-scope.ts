// The same page under several parents (core §2: hotel and hotel-service under /group-admin,
// /hotel-admin and /service-admin) is one screen; the parent decides its scope. Under group-admin
// it is everything the caller administers; under hotel-admin and service-admin it is the hotel
// chosen in the header, when one is chosen (else, again, everything the caller administers).

export type PageScope = 'group' | 'hotel' | 'service';

export function scopedHotelId(scope: PageScope, chosenHotelId: number | null | undefined): number | null {
  return scope === 'group' ? null : (chosenHotelId ?? null);
}
