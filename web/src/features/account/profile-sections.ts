// The profile's sub-pages (core §2 Account) and where each lives.
export const PROFILE_SECTIONS = ['personal-info', 'security-settings', 'notifications', 'payments'] as const;

export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** core §2: "The profile completeness display is fixed at 90 percent" (the spec gives no formula). */
export const PROFILE_COMPLETENESS_PERCENT = 90;
