import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorkerPlugin } from './build/service-worker-plugin.js';

export default defineConfig({
  plugins: [react(), serviceWorkerPlugin()],
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          // The server's messages in Urdu are fetched with the Urdu catalog (i18n/server-messages.ts):
          // a chunk of their own, not merged into the domain's code every page loads.
          groups: [
            { name: 'server-messages-ur', test: /domain[\\/]src[\\/]i18n[\\/](messages-ur|translate)\.ts$/ },
          ],
        },
      },
    },
  },
});
