import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The server serves the built SPA under /examensportal; in dev, API calls go to the running server.
export default defineConfig({
  base: '/examensportal/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    emptyOutDir: true,
    // Every asset stays a file of our origin: nothing needs a data: URL beyond KERN's own icons.
    assetsInlineLimit: 0,
  },
  server: {
    port: 5173,
    proxy: { '/examensportal/backend': 'http://localhost:3000' },
  },
});
