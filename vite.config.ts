import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";

const ROOT_ROUTE = path.resolve("app/root.tsx");
// React, React DOM and React Router keep chunks of their own (they change rarely: long-lived cache).
const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/**
 * Every page loads what the root route imports statically (the shell: header, footer, modal
 * trigger, toasts, icons…). Left alone, Rollup cuts it into dozens of small chunks, and gzip,
 * which compresses each file on its own, pays for that: one chunk is ≈ 9 KB smaller on the home
 * page. Nothing else is grouped, so no page loads another page's code (docs/decisions/031).
 */
function shellChunk(): Rollup.GetManualChunk {
  let shell: Set<string> | undefined;
  return (id, { getModuleInfo }) => {
    if (!shell) {
      shell = new Set();
      const queue = [ROOT_ROUTE];
      while (queue.length > 0) {
        for (const imported of getModuleInfo(queue.pop()!)?.importedIds ?? []) {
          if (shell.has(imported) || VENDOR.test(imported)) continue;
          shell.add(imported);
          queue.push(imported);
        }
      }
    }
    if (VENDOR.test(id)) return "react";
    return shell.has(id) ? "shell" : undefined;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: shellChunk() } },
  },
}));
