// The embedded SDL as the schema GraphiQL shows, with each field's guard written into its description.
import { buildSchema, type GraphQLSchema, isInterfaceType, isObjectType } from 'graphql';

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
