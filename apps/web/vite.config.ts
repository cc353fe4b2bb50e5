import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.API_ORIGIN ?? 'http://localhost:8080';

/** Index files (a kit's or a feature's face) only re-export. Treated as side-effect free, importing one name from
 * a kit's index links the importer to that part alone, not to every part the index lists (the list kit's date
 * pickers). */
const REEXPORT_INDEX = /[\\/]apps[\\/]web[\\/]src[\\/](.+[\\/])?index\.ts$/;

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      // The sensor calls (a machine's readings over HTTP), served by the same server.
      '/sensor': api,
      '/graphql': api,
      '/websocket': { target: api.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // No <link rel="modulepreload"> per dependency of a lazy screen: adding the sixty links of the first signed-in
    // page cost 50 ms of main thread inside the router's start, and the browser fetches the same modules as it meets
    // their imports. Lighthouse (bench/README.md) scored both the cold and the warm list page higher without them; a
    // first visit over a slow link pays instead (about 0.5 s more at 100 ms latency, nothing measurable at 40 ms).
    modulePreload: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => (REEXPORT_INDEX.test(id) ? false : undefined) },
      output: {
        // What the entry needs (React, MUI's core, the login page) in one file: /login is one request, not sixteen.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
