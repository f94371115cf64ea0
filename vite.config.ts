// Two builds of the web app (docs/decisions/019-server-rendering.md): the browser's, into dist/web
// with a manifest naming each page's chunks, and the server entry (`vite build --ssr`), into
// dist/web-server, which the Node server loads to render pages.
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('./src/web', import.meta.url))
const dist = (dir: string) => fileURLToPath(new URL(`./dist/${dir}`, import.meta.url))

export default defineConfig(({ isSsrBuild }) => ({
  root,
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [react(), tailwindcss()],
  build: isSsrBuild
    ? { outDir: dist('web-server'), emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: dist('web'),
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        // No preload helper and no table of every chunk's imports in the entry (1.1 KB compressed on
        // every page): the server preloads each page's chunks, and a page reached in the browser
        // fetches its chunk's imports as it runs (docs/decisions/059-no-client-preload-table.md).
        modulePreload: false,
      },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
}))
