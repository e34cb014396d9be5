// Guests and inquiries: the values their fields may hold, and an inquiry's statuses.

/** What kind of guest a profile is (designed: the spec names the guestType filter, not its values). */
export const GUEST_TYPES = ['INDIVIDUAL', 'CORPORATE', 'VIP'] as const;
export type GuestType = (typeof GUEST_TYPES)[number];

/**
 * An inquiry's status (designed). OPEN: a quote the desk may still book or lose. CONVERTED: booked
 * once, its reservation linked (final). LOST: the guest declined (final, set by the desk). EXPIRED: its
 * arrival date passed while still open (final, shown as such when read; nothing runs to set it).
 */
export const INQUIRY_STATUSES = ['OPEN', 'CONVERTED', 'LOST', 'EXPIRED'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** The status an inquiry shows on `today`: an open one whose arrival date passed has expired. */
export function inquiryStatusOn(stored: InquiryStatus, checkInDate: string, today: string): InquiryStatus {
  return stored === 'OPEN' && checkInDate < today ? 'EXPIRED' : stored;
}
