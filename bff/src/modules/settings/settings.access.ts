// Shared by the settings resolvers. Discounts and minimum nights belong to a hotel or, for a user
// tied only to a group, to the whole group (core §6 hotel scope): the schema says groupId where the
// contract says groupsId.
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
