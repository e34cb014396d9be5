// graphql-codegen: the schema the BFF emits plus the web's operations (.graphql files beside the
// screens that use them) become typed Apollo Client 4 hooks, and the schema's enums a module of
// their own (as const objects the web can iterate).
import type { CodegenConfig } from '@graphql-codegen/cli';

// The operations of the session and of the pages before sign-in get a module of their own, which
// comes with the app's first chunk; every other screen's operations live in hooks.gen.ts, which
// loads with the first signed-in screen (and re-exports the first module, so screens import every
// hook from hooks.gen.ts). A module that comes with the first chunk (web/vite.config.ts: what
// main.tsx imports before the router loads a route) imports from session-hooks.gen.ts instead.
const SESSION_OPERATIONS = [
  'web/src/session/**/*.graphql',
  'web/src/features/auth/**/*.graphql',
  'web/src/features/layout/layout.graphql',
];
/** The signed-in user's fields: the session's operations and some screens' spread them. */
const VIEWER_FIELDS = 'web/src/graphql/viewer-fields.graphql';

// typescript-operations 6 emits the schema types its operations use (enums, inputs, scalars) by
// itself; the `typescript` plugin would declare them a second time (hooks.gen.ts's own declarations
// take precedence over the same names re-exported from session-hooks.gen.ts).
// The plugin always emits useXSuspenseQuery overloads written for Apollo Client 3, which do not
// type-check against Apollo 4's useSuspenseQuery; the files are generated, so they are not checked
// themselves — the hooks they export are still fully typed at every call site.
const plugins = (...extra: { add: { content: string; placement?: 'append' } }[]) => [
  { add: { content: '// @ts-nocheck' } },
  'typescript-operations',
  'typescript-react-apollo',
  ...extra,
];

const hooksConfig = {
  // Apollo Client 4 moved the React hooks to '@apollo/client/react'; its deprecated
  // *HookOptions / *Result aliases there are what the plugin's hooks are typed with.
  reactApolloVersion: 3,
  apolloReactHooksImportFrom: '@apollo/client/react',
  apolloReactCommonImportFrom: '@apollo/client/react',
  withHooks: true,
  withComponent: false,
  withHOC: false,
  withMutationFn: false,
  withResultType: false,
  withMutationOptionsType: false,
  withRefetchFn: false,
  addDocBlocks: false,
  documentMode: 'documentNode',
  useTypeImports: true,
  enumType: 'string-literal',
  scalars: { DateTime: 'string', Money: 'number', JSONObject: 'Record<string, string | number>' },
};

const config: CodegenConfig = {
  overwrite: true,
  schema: 'schema/schema.graphql',
  generates: {
    'web/src/graphql/session-hooks.gen.ts': {
      documents: [VIEWER_FIELDS, ...SESSION_OPERATIONS],
      plugins: plugins(),
      config: hooksConfig,
    },
    'web/src/graphql/hooks.gen.ts': {
      documents: ['web/src/**/*.graphql', ...SESSION_OPERATIONS.map((glob) => `!${glob}`)],
      plugins: plugins({ add: { content: "export * from './session-hooks.gen';", placement: 'append' } }),
      config: hooksConfig,
    },
    // The schema's enums whether or not an operation selects them: ErrorCode and RefusalReason
    // describe errors' extensions, which no operation asks for.
    'web/src/graphql/schema-enums.gen.ts': {
      schema: 'schema/schema.graphql',
      plugins: ['typescript'],
      config: { onlyEnums: true, enumsAsConst: true, namingConvention: 'keep' },
    },
  },
};

export default config;
