// A message the product shows, named by a key. The English text lives once, in a catalogue beside
// the rule that answers it; the upstream sends key and English text, and the web translates the key
// (its English translations are these catalogues, imported, never copied). Texts name their values
// as {{name}}: i18next's syntax, so the web's German texts read the same parameters.

/** The values a message's text names, e.g. { name: 'Lobby Bar' } for '{{name}} is on orders'. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A catalogue: key (SCREAMING_SNAKE_CASE, a GraphQL enum value) → English text. */
export type Catalogue = Readonly<Record<string, string>>;

/** A message by key, with the values its text names. */
export interface Message<K extends string = string> {
  readonly key: K;
  readonly params?: MessageParams;
}

/** A refusal: why the server (or a rule, for a button) says no, with the values its text names. */
export interface Refusal<R extends string = string> {
  readonly reason: R;
  readonly params?: MessageParams;
}

export function refusal<R extends string>(reason: R, params?: MessageParams): Refusal<R> {
  return params ? { reason, params } : { reason };
}

/** Fills a text's {{name}} placeholders; a placeholder without a value stays as written. */
export function fillMessage(text: string, params: MessageParams = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/** The placeholders a text names, in order ('{{a}} and {{b}}' → ['a', 'b']). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!);
}

/** A refusal about one input: `field` is its path as the request names it (`bands.1.fromAge`). */
export interface FieldRefusal<R extends string = string> extends Refusal<R> {
  readonly field: string;
}

export function fieldRefusalOf<R extends string>(field: string, reason: R, params?: MessageParams): FieldRefusal<R> {
  return params ? { field, reason, params } : { field, reason };
}
