import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';

/**
 * The installable app (issue 28): a manifest and a Workbox service worker that keeps the built shell, so a collection
 * centre that signed in once opens Cosecha with no network. The worker keeps only the app's files; the data a screen
 * shows offline lives in IndexedDB (src/offline/), never in the worker's cache. src/offline/pwa/ registers it.
 */
const appInstalable = VitePWA({
  // an update waits until the person accepts it with an empty outbox (src/offline/pwa/AvisoActualizacion.tsx)
  registerType: 'prompt',
  injectRegister: false,
  strategies: 'generateSW',
  includeAssets: ['iconos/apple-touch-icon.png'],
  manifest: {
    name: 'Cosecha',
    short_name: 'Cosecha',
    description: 'Cosecha: administración de cooperativas de café, cacao y miel',
    lang: 'es',
    id: '/',
    scope: '/',
    start_url: '/admin/acopio',
    display: 'standalone',
    theme_color: '#2F5711',
    background_color: '#ffffff',
    icons: [
      { src: '/iconos/cosecha-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/iconos/cosecha-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/iconos/cosecha-enmascarable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,woff,woff2,png,svg,ico,webmanifest}'],
    // Workbox leaves a larger file out with only a warning, and a screen whose chunk is missing fails offline: the largest
    // chunk is 0.53 MB today (the entry; xlsx 0.50 MB), so 3 MB leaves room to grow (the whole precache is 3.7 MB)
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    // every deep link opens the kept shell; the server's own paths never do (an API call offline must fail as one)
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/],
    cleanupOutdatedCaches: true,
    skipWaiting: false,
    clientsClaim: false,
    // no runtimeCaching: /api answers are not cached by the worker (data offline is the device copy and the outbox)
  },
});

export default defineConfig({
  plugins: [react(), appInstalable],
  resolve: { alias: { '@domain': fileURLToPath(new URL('./domain', import.meta.url)) } },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        // React and react-dom change only with an upgrade: in a chunk of their own the browser keeps them cached
        // across our releases, and the entry stays under its budget (scripts/tamano-cliente.mjs). One vendor chunk,
        // not one per library: a screen's libraries (charts, grid, Leaflet) already come with its own chunk.
        manualChunks: (id) => (/\/node_modules\/(react|react-dom|scheduler)\//.test(id) ? 'react' : undefined),
      },
    },
  },
});
