// graphql-codegen: the schema the BFF emits plus the web's operations (.graphql files beside the
// screens that use them) become typed Apollo Client 4 hooks in one generated module.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  overwrite: true,
  schema: 'schema/schema.graphql',
  documents: 'web/src/**/*.graphql',
  generates: {
    'web/src/graphql/hooks.gen.ts': {
      // typescript-operations 6 emits the schema types its operations use (enums, inputs,
      // scalars) by itself; the `typescript` plugin would declare them a second time.
      // The plugin always emits useXSuspenseQuery overloads written for Apollo Client 3, which do not
      // type-check against Apollo 4's useSuspenseQuery; the file is generated, so it is not checked
      // itself — the hooks it exports are still fully typed at every call site.
      plugins: [{ add: { content: '// @ts-nocheck' } }, 'typescript-operations', 'typescript-react-apollo'],
      config: {
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
        scalars: { DateTime: 'string', Money: 'number' },
      },
    },
  },
};

export default config;
