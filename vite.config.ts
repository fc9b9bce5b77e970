import { writeFileSync } from "node:fs";
import path from "node:path";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rollup } from "vite";

const ROOT_ROUTE = path.resolve("app/root.tsx");
// React, React DOM and React Router keep chunks of their own (they change rarely: long-lived cache).
const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

const PUBLIC_ROUTE = /[\\/]app[\\/]routes[\\/]public[\\/]/;
// The page frame every public page draws (hero, sections, cards, pictures, outside links, the
// panel a form or its outcome sits on): a few KiB that go with the shell, so a form page does not
// download the catalogue to draw its hero, nor a page with one panel the whole form kit.
const PAGE_FRAME = /[\\/]app[\\/]features[\\/](public[\\/](layout|art-image|external-link)|forms[\\/]form-card)\.tsx$/;
// The public pages' building blocks and catalogue (and the icons they draw): plain components and
// data, no form or chart code.
const PUBLIC_KIT =
  /[\\/](app[\\/]features[\\/]public[\\/]|app[\\/]components[\\/]image[\\/]responsive-image\.tsx|domain[\\/]images\.ts|domain[\\/]content[\\/]|app[\\/]lib[\\/]seo\.ts|domain[\\/](format|course-sorting|recurrence|links|markdown)\.ts|app[\\/]components[\\/]markdown\.tsx|app[\\/]components[\\/]icons[\\/])/;

/** Every module `from` reaches through static imports (vendor code aside). */
function staticallyReached(from: string, getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const reached = new Set<string>();
  const queue = [from];
  while (queue.length > 0) {
    for (const imported of getModuleInfo(queue.pop()!)?.importedIds ?? []) {
      if (reached.has(imported) || VENDOR.test(imported)) continue;
      reached.add(imported);
      queue.push(imported);
    }
  }
  return reached;
}

/**
 * Four groups, so a page needs few files (on a slow link each costs a round trip, and gzip,
 * which compresses each file alone, pays for small ones):
 * - `shell`: what the root route imports statically (every page loads it anyway), and the public
 *   pages' frame (PAGE_FRAME);
 * - `public`: the building blocks and catalogue that two or more public pages share;
 * - `forms`: any other code two or more public pages share (the form pages' kit);
 * - `react`: React, React DOM and React Router.
 * A module only one page uses stays in that page's chunk, and private areas' code is in none of
 * these, so no public page loads it (docs/decisions/031).
 */
function chunkGroups(): Rollup.GetManualChunk {
  let shell: Set<string> | undefined;
  /** For each module, the public pages that reach it. */
  const publicUses = new Map<string, Set<string>>();
  return (id, { getModuleInfo, getModuleIds }) => {
    if (!shell) {
      shell = staticallyReached(ROOT_ROUTE, getModuleInfo);
      for (const route of getModuleIds()) {
        if (!PUBLIC_ROUTE.test(route)) continue;
        // React Router adds a second module per route (its client half, `?…` in the id): one page all the same.
        const page = route.replace(/\?.*$/, "");
        for (const reached of staticallyReached(route, getModuleInfo)) publicUses.set(reached, (publicUses.get(reached) ?? new Set()).add(page));
      }
    }
    if (VENDOR.test(id)) return "react";
    if (shell.has(id) || PAGE_FRAME.test(id)) return "shell";
    const uses = publicUses.get(id)?.size ?? 0;
    if (PUBLIC_KIT.test(id) && uses >= 2) return "public";
    // The rest that two or more public pages share — the form pages' fields, hooks and masks — goes
    // in one file instead of a dozen small ones (their validation rules load on idle, apart).
    if (uses >= 2) return "forms";
    return undefined;
  };
}

const AI_SDK = /[\\/]node_modules[\\/](ai|@ai-sdk[\\/][^\\/]+)[\\/]/;

/**
 * The AI SDK validates its stream with classic zod, which uses nearly all of zod's shared core; our
 * forms use zod/mini and that same core. Sharing one copy, tree-shaking must keep everything
 * classic zod uses, and every form page paid ~7 KiB gzip for the chat's needs. The SDK gets a copy
 * of its own (the `zod-for-ai` alias in package.json, the same version), which only the chat loads.
 */
function aiSdkOwnZod(): Plugin {
  return {
    name: "essencia:ai-sdk-own-zod",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (!importer || !AI_SDK.test(importer) || !/^zod(\/|$)/.test(source)) return null;
      return this.resolve(source.replace(/^zod/, "zod-for-ai"), importer, { ...options, skipSelf: true });
    },
  };
}

/** A module id as a path from the project root, without the query a plugin may add ('virtual' ids stay as they are). */
const sourcePath = (id: string) => (id.startsWith("\0") ? id : path.relative(process.cwd(), id.replace(/\?.*$/, "")).split(path.sep).join("/"));

/**
 * Writes build/client-modules.json, beside the served files (not among them): which source modules
 * each client chunk holds, the chunks it imports, and what each module imports. Vite's manifest
 * names a chunk's entry but not the modules merged into it, and the test that keeps private-area
 * code off public pages (tests/e2e/public/pages.test.ts) needs exactly that.
 */
function clientModuleMap(): Plugin {
  return {
    name: "essencia:client-module-map",
    apply: "build",
    generateBundle(output, bundle) {
      const chunks: Record<string, { modules: string[]; imports: string[] }> = {};
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk") continue;
        const modules = Object.entries(file.modules).filter(([, m]) => m.renderedLength > 0);
        chunks[file.fileName] = { modules: modules.map(([id]) => sourcePath(id)), imports: [...file.imports, ...file.dynamicImports] };
      }
      const modules: Record<string, string[]> = {};
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info)
          modules[sourcePath(id)] = [...new Set([...(modules[sourcePath(id)] ?? []), ...info.importedIds, ...info.dynamicallyImportedIds].map(sourcePath))];
      }
      writeFileSync(path.join(output.dir ?? "build/client", "../client-modules.json"), JSON.stringify({ chunks, modules }));
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [] : [aiSdkOwnZod(), clientModuleMap()])],
  build: {
    assetsInlineLimit: 0,
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: chunkGroups() } },
  },
}));
