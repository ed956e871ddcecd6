import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.js';

const root = path.resolve(import.meta.dirname, 'src/web');
const apiPort = Number(process.env.API_PORT ?? 3001);
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/;

// A feature's public entry (features/<f>/index.ts, .dependency-cruiser.cjs) only re-exports: marked
// free of side effects, the bundler skips it and links each importer straight to the modules it
// uses. Otherwise every module it re-exports would share a chunk with each of its importers (the
// news article view in the feed's chunks because the feed shows the news badge).
const treeshake = {
  moduleSideEffects: [
    { test: /[\\/]src[\\/]web[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
  ],
};

// The client lives in src/web; the production build goes to dist/web, which the server serves.
// `vite build --ssr` builds the server-side renderer (entry-server.tsx) into dist/ssr.
export default defineConfig(({ isSsrBuild }) => ({
  root,
  publicDir: path.resolve(root, 'public'),
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      '@domain': path.resolve(import.meta.dirname, 'src/domain'),
      '@web': root,
    },
  },
  build: isSsrBuild
    ? {
        outDir: path.resolve(import.meta.dirname, 'dist/ssr'),
        emptyOutDir: true,
        sourcemap: true,
        rolldownOptions: { input: path.resolve(root, 'entry-server.tsx'), treeshake },
        copyPublicDir: false,
      }
    : {
        outDir: path.resolve(import.meta.dirname, 'dist/web'),
        emptyOutDir: true,
        sourcemap: true,
        rolldownOptions: {
          treeshake,
          output: {
            codeSplitting: {
              // What every page runs (React, the router, TanStack Query) in one chunk rather than
              // scattered among small shared ones: fewer requests, and it compresses better (~3 kB).
              groups: [{ name: 'framework', test: FRAMEWORK, priority: 10 }],
            },
          },
        },
      },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/uploads': `http://localhost:${apiPort}`,
    },
  },
}));
