// What an operation asks of the object a resolver returns, for resolvers that start their upstream
// reads before graphql reaches the fields that need them.
import {
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  getDirectiveValues,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';

/**
 * The names of the fields selected on the resolver's result, through fragments and inline fragments,
 * without those that `@skip` or `@include` leave out for this operation's variables.
 */
export function selectedFields(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  const included = (node: Parameters<typeof getDirectiveValues>[1]) =>
    getDirectiveValues(GraphQLSkipDirective, node, info.variableValues)?.['if'] !== true &&
    getDirectiveValues(GraphQLIncludeDirective, node, info.variableValues)?.['if'] !== false;
  const visit = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (!included(selection)) continue;
      if (selection.kind === 'Field') names.add(selection.name.value);
      else if (selection.kind === 'InlineFragment') visit(selection.selectionSet);
      else visit(info.fragments[selection.name.value]?.selectionSet);
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
  return names;
}

/** An upstream read that serves the named fields, started ahead of graphql reaching them. */
export interface ReadAhead<Loaders> {
  fields: readonly string[];
  start: (loaders: Loaders) => Promise<unknown>;
}

/**
 * Starts, in the order given, the reads whose fields the operation selects (`selectedFields`). The
 * field resolvers await the same (cached) loads and see their errors; here a failure is only kept from
 * being unhandled.
 */
export function readAhead<Loaders>(
  selected: ReadonlySet<string>,
  loaders: Loaders,
  reads: readonly ReadAhead<Loaders>[],
): void {
  for (const read of reads) {
    if (read.fields.some((f) => selected.has(f))) read.start(loaders).catch(() => undefined);
  }
}
