import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react()],
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
