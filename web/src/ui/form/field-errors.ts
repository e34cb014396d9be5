// Where a server's field error belongs in a form. The BFF passes the upstream's BAD_USER_INPUT
// `extensions.fieldErrors` ({ field, message }) through; `field` is a dotted path into the input
// ('name', 'hotel.name', 'permissions.2.status'; 'permissions[2].status' is read the same way).
// Mantine forms key errors by the same dotted path, so an error whose path exists in the form's
// values goes beside that field; any other is shown with the server's message. No React.

export interface ServerFieldError {
  field: string;
  message: string;
}

/**
 * Renames server fields to form paths where the two differ: a record of exact names or prefixes
 * ({ 'hotelInput': 'hotel' } also maps 'hotelInput.name' to 'hotel.name'), or a function (null: no
 * field of this form).
 */
export type FieldPathMap = Readonly<Record<string, string>> | ((field: string) => string | null);

export interface MappedFieldErrors {
  /** Form path → message (the first message when the server names a field twice). */
  errors: Record<string, string>;
  /** Errors naming no field of the form, in the server's order. */
  unmatched: ServerFieldError[];
}

/** 'permissions[2].status' → 'permissions.2.status'; surrounding dots and spaces dropped. */
export function normaliseFieldPath(field: string): string {
  return field
    .trim()
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/\.{2,}/g, '.')
    .replace(/^\.|\.$/g, '');
}

function renamed(path: string, map: FieldPathMap | undefined): string | null {
  if (!map) return path;
  if (typeof map === 'function') {
    const target = map(path);
    return target === null ? null : normaliseFieldPath(target);
  }
  const segments = path.split('.');
  for (let length = segments.length; length > 0; length -= 1) {
    const prefix = segments.slice(0, length).join('.');
    const target = map[prefix];
    if (target !== undefined) return normaliseFieldPath([target, ...segments.slice(length)].join('.'));
  }
  return path;
}

/** Whether a dotted path names a value (possibly null) inside the form's values. */
export function pathExists(values: unknown, path: string): boolean {
  if (path === '') return false;
  let current: unknown = values;
  for (const segment of path.split('.')) {
    if (Array.isArray(current)) {
      if (!/^\d+$/.test(segment) || Number(segment) >= current.length) return false;
      current = current[Number(segment)];
    } else if (typeof current === 'object' && current !== null) {
      if (!Object.prototype.hasOwnProperty.call(current, segment)) return false;
      current = (current as Record<string, unknown>)[segment];
    } else {
      return false;
    }
  }
  return true;
}

export function mapFieldErrors(
  fieldErrors: readonly ServerFieldError[],
  values: unknown,
  map?: FieldPathMap,
): MappedFieldErrors {
  const errors: Record<string, string> = {};
  const unmatched: ServerFieldError[] = [];
  for (const error of fieldErrors) {
    const path = renamed(normaliseFieldPath(error.field), map);
    if (path !== null && pathExists(values, path)) {
      errors[path] ??= error.message;
    } else {
      unmatched.push(error);
    }
  }
  return { errors, unmatched };
}
