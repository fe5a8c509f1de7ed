import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env.VITE_DEV_API_TARGET ?? 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each page loads first, for the size budget (e2e/support/initial-js.ts).
    manifest: true,
    // zod in a chunk of its own and by name: the screens with forms share it, and the landing page never loads it
    // (e2e/tests/landing.spec.ts checks that by the name).
    rollupOptions: { output: { manualChunks: (id) => (/[\\/]node_modules[\\/]zod[\\/]/.test(id) ? 'zod' : undefined) } },
  },
});
