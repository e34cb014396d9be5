import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';

const require = createRequire(import.meta.url);
const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
const page = (path: string) => fileURLToPath(new URL(`./${path}`, import.meta.url));

// Pages: the app, and the GraphQL sandbox the BFF serves at /graphql in development.
const SANDBOX_PAGE = page('sandbox.html');
const input: Record<string, string> = { main: page('index.html') };
if (existsSync(SANDBOX_PAGE)) input['sandbox'] = SANDBOX_PAGE;

// The sandbox (GraphiQL) is a developer tool: only what the app itself loads (index.html and the
// chunks reachable from it, read from Vite's build manifest) goes into the service-worker precache.
interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

function appFiles(): Set<string> {
  const manifestPath = fileURLToPath(new URL('./dist/.vite/manifest.json', import.meta.url));
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit('index.html');
  return files;
}

// The BFF serves /graphql (HTTP and graphql-ws) and /files; in development Vite proxies them.
const BFF = process.env.BFF_URL ?? 'http://127.0.0.1:8080';

/** Fails the build when the sandbox page would load the app's first chunk (and run the app's modules). */
const sandboxApart = (): Plugin => ({
  name: 'sandbox-apart',
  apply: 'build',
  generateBundle(_options, bundle) {
    const sandbox = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.name === 'sandbox');
    if (sandbox?.type === 'chunk' && sandbox.imports.some((file) => /(^|\/)app-[^/]*\.js$/.test(file)))
      this.error(`the sandbox page imports the app's chunk (${sandbox.imports.join(', ')})`);
  },
});

export default defineConfig({
  plugins: [
    // Must come before the React plugin: it generates src/routeTree.gen.ts and splits route code.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // Loaders too get chunks of their own (the router's default keeps them in the first chunk):
        // they import the screens' operations (src/graphql/hooks.gen.ts), which would otherwise all
        // come with the sign-in page. A loader's chunk loads beside its component's.
        defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        // The sign-in page is where visits start: it comes with the app's first chunk rather than
        // after it. Every other route's components load when the route is visited (or hovered).
        splitBehavior: ({ routeId }) => (routeId === '/auth/login/user' ? [] : undefined),
      },
      routesDirectory: src('routes'),
      generatedRouteTree: src('routeTree.gen.ts'),
      routeFileIgnorePrefix: '-',
    }),
    react(),
    sandboxApart(),
    VitePWA({
      // 'prompt': the app decides when a waiting version takes over (src/app/pwa.ts activates it
      // at once and reloads the page one time).
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Hotel Back-Office',
        short_name: 'Back-Office',
        description: 'Multi-property hotel and restaurant back-office',
        theme_color: '#01509A',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: 'maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        globIgnores: ['sandbox.html'],
        manifestTransforms: [
          (entries) => {
            const app = appFiles();
            return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || app.has(entry.url)) };
          },
        ],
        navigateFallback: '/index.html',
        // API, uploaded files and the GraphQL sandbox are never answered from the app shell.
        navigateFallbackDenylist: [/^\/graphql/, /^\/files\//, /^\/sandbox\.html/],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    // Brotli and gzip copies beside each text file, compressed once at build at the highest
    // levels; the BFF serves whichever the browser accepts (bff/src/http/static.ts).
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/,
      // Even small files: a compressed copy is kept only when it is smaller.
      threshold: 0,
      skipIfLargerOrEqual: true,
    }),
  ],
  resolve: {
    // rxjs (Apollo Client's) in its ES2015 build rather than the ES5 one with tslib's helpers, and
    // workbox-window (the service worker's registration) in its ES2015 build too.
    conditions: ['es2015', ...defaultClientConditions],
    alias: [{ find: /^workbox-window$/, replacement: require.resolve('workbox-window/build/workbox-window.prod.mjs') }],
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: BFF, ws: true, changeOrigin: true },
      '/files': { target: BFF, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/graphql': { target: BFF, ws: true, changeOrigin: true },
      '/files': { target: BFF, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The build manifest tells the service worker which files belong to the app (appFiles).
    manifest: true,
    // No preload list: it names every lazy chunk's dependencies in the first chunk (about 5 kB of
    // compressed file names). A screen's chunks then load as the browser meets their imports,
    // which the router starts on hover (defaultPreload: 'intent', src/app/router.ts).
    modulePreload: false,
    // GraphiQL (the sandbox page) is one large chunk by nature; the app's own chunks are far smaller.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      input,
      output: {
        codeSplitting: {
          groups: [
            // What the app loads before it renders, as one chunk rather than dozens of small ones:
            // fewer requests and a far better compression ratio. The sandbox page shares React
            // and graphql with it, which get chunks of their own so the sandbox never loads (and
            // runs) the app's first chunk; the pages' own entry modules stay in their entry chunks.
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'graphql', tags: ['$initial'], test: /[\\/]node_modules[\\/]graphql[\\/]/, priority: 3 },
            { name: 'vite', test: /^\0vite\//, priority: 3 },
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !/\.html$|[\\/]src[\\/](main\.tsx|sandbox[\\/])/.test(id),
              priority: 2,
            },
            // A language's strings that do not come with the app are one chunk (src/i18n/index.ts).
            {
              name: (id) => {
                const language = /[\\/]src[\\/]i18n[\\/]([a-z]{2})[\\/]/.exec(id)?.[1];
                return language ? `i18n-${language}` : null;
              },
            },
          ],
        },
      },
    },
  },
});
