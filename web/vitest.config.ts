// The web's tests (vitest). Kept apart from vite.config.ts: the app's build plugins (route
// generation, PWA) play no part in a test, and the build config changes for its own reasons.
//   unit:       X.test.ts beside a pure module, in Node.
//   components: X.test.tsx beside a component, in jsdom, rendered through test-utils (setup.ts:
//               DOM matchers, the msw server answering GraphQL, a clean slate after each test).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/test-utils/setup.ts'],
          // A screen's first render loads Mantine, Apollo and the router: on a busy machine that
          // takes longer than the default 5 s, and a test that hangs still ends.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
