import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';

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

export default defineConfig({
  plugins: [
    // Must come before the React plugin: it generates src/routeTree.gen.ts and splits route code.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: src('routes'),
      generatedRouteTree: src('routeTree.gen.ts'),
      routeFileIgnorePrefix: '-',
    }),
    react(),
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
  ],
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
    // GraphiQL (the sandbox page) is one large chunk by nature; the app's own chunks are far smaller.
    chunkSizeWarningLimit: 1000,
    rollupOptions: { input },
  },
});
