// Shared by the access resolvers: renames of refusals' field names a map cannot say (nested paths).
import type { FieldRename } from '../../upstream/caller.js';

export const renameMap =
  (map: Readonly<Record<string, string>>): FieldRename =>
  (field) =>
    map[field] ?? null;
