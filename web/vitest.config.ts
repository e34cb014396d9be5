// The web's tests (vitest). Kept apart from vite.config.ts: the app's build plugins (route
// generation, PWA) play no part in a test, and the build config changes for its own reasons.
//   unit:       X.test.ts beside a pure module, in Node.
//   components: X.test.tsx beside a component, in jsdom, rendered through test-utils (setup.ts:
//               DOM matchers, the msw server answering GraphQL, a clean slate after each test).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One worker per core. Vitest's default leaves a core to its main process; on CI's two cores that
    // meant one worker, and the web's tests took 137 s instead of 96 s (measured 2026-11-27).
    maxWorkers: availableParallelism(),
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
