import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

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
        navigateFallback: '/index.html',
        // API, uploaded files and the GraphQL sandbox are never answered from the app shell.
        navigateFallbackDenylist: [/^\/graphql/, /^\/files\//],
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
  },
});
