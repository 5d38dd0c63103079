import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The app is served by the questbox server from dist/; during `vite dev` the API is proxied to it.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', ws: true },
    },
  },
});
