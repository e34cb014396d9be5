// What the BFF embeds in the page when it serves it at /graphql (bff/src/http/sandbox.ts): the
// schema printed with its directives. Introspection cannot carry applied directives, so this is
// where the guards (@requires/@signedIn/@public) come from.
import { buildSchema, type GraphQLSchema, isInterfaceType, isObjectType } from 'graphql';

export interface SandboxPageConfig {
  /** The schema with its directives, or null when the BFF has introspection off. */
  sdl: string | null;
}

const CONFIG_ID = 'sandbox-config';

/** The embedded configuration; null when the page did not come from the BFF's /graphql. */
export function readPageConfig(): SandboxPageConfig | null {
  const text = document.getElementById(CONFIG_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<SandboxPageConfig>;
    return { sdl: typeof value.sdl === 'string' ? value.sdl : null };
  } catch {
    return null;
  }
}

export const GUARDS = ['requires', 'signedIn', 'public'] as const;

/**
 * The schema built from the SDL, each field's description ending with its guard so the docs show
 * who may use it (the doc explorer renders descriptions, not directives).
 */
export function schemaWithGuards(sdl: string): GraphQLSchema {
  const schema = buildSchema(sdl);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) && !isInterfaceType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const guards = (field.astNode?.directives ?? []).filter((d) =>
        (GUARDS as readonly string[]).includes(d.name.value),
      );
      if (guards.length === 0) continue;
      const lines = guards.map((d) => {
        const args = (d.arguments ?? [])
          .map((a) => `${a.name.value}: ${a.value.kind === 'StringValue' ? JSON.stringify(a.value.value) : '…'}`)
          .join(', ');
        const usage = `@${d.name.value}${args ? `(${args})` : ''}`;
        const meaning = schema.getDirective(d.name.value)?.description;
        return `**Guard** \`${usage}\`${meaning ? ` — ${meaning}` : ''}`;
      });
      field.description = [field.description, ...lines].filter(Boolean).join('\n\n');
    }
  }
  return schema;
}
