// Shared by the settings resolvers. Discounts and minimum nights belong to a hotel or, for a user
// tied only to a group, to the whole group (core §6 hotel scope): the schema says groupId where the
// contract says groupsId, in arguments and in the field errors that come back.
import { callUpstreamWith, type FieldRenames } from '../shared/upstream-call.js';

const COMMON: FieldRenames = { groupsId: 'groupId' };

/** Calls the upstream as the caller; a refusal's field names come back in the schema's words. */
export const callSettings = callUpstreamWith(COMMON);

/** The contract's owner fields: a hotel, or the whole group (the upstream refuses neither or both). */
export const owner = (hotelId: number | null | undefined, groupId: number | null | undefined) => ({
  hotelId: hotelId ?? null,
  groupsId: groupId ?? null,
});

/** The owner as query parameters (absent rather than null). */
export const ownerQuery = (hotelId: number | null | undefined, groupId: number | null | undefined) => ({
  ...(hotelId ? { hotelId } : {}),
  ...(groupId ? { groupsId: groupId } : {}),
});
