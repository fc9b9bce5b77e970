// House rules as lint (ARCHITECTURE.md "Rules that keep the house livable"): imports flow
// app → domain and server → domain; app reaches the server only through *.server.ts modules
// (docs/decisions/053); zod comes only through #domain/zod.ts (jitless under our CSP); imports are
// sorted and never repeated. `npm run lint` runs this and Prettier; `npm run format` fixes the order.
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import globals from "globals";
import tseslint from "typescript-eslint";

const zodOnlyThroughDomain = {
  name: "zod",
  message: "Importe z de #domain/zod.ts (configura o zod para a CSP sem 'unsafe-eval').",
};
const zodSubpaths = { group: ["zod/*"], message: zodOnlyThroughDomain.message };
// `group` patterns are gitignore globs, where a leading "#" starts a comment and matches nothing:
// the "#server/…" and "#app/…" subpath imports are matched by regular expressions instead.
const serverImports = {
  regex: "^#server/|(^|/)server/",
  message: "app/ chega ao servidor só por módulos *.server.ts (app/lib/services.server.ts): o React Router os mantém fora do navegador.",
};
const appImports = { regex: "^#app/|(^|/)app/", message: "domain/ não importa #app." };
const reactImports = { regex: "^react(-dom|-router)?(/|$)", message: "domain/ é puro: sem React nem React Router." };
// In-site links draw a plain <a> (docs/decisions/067): React Router's <Link> costs ~20 µs per render.
const routerLinks = {
  name: "react-router",
  importNames: ["Link", "NavLink"],
  message: "Use SiteLink / SiteNavLink (app/components/ui/site-link.tsx): docs/decisions/067.",
};
// Classic zod (serverZ) is for server-only settings; a schema the browser shares would download it.
const serverZod = {
  regex: "(^#domain/|/)zod\\.ts$",
  importNames: ["serverZ"],
  message: "serverZ (zod clássico) é só do servidor: escreva esquemas com z (zod/mini) de #domain/zod.ts.",
};

export default defineConfig([
  globalIgnores(["build/", "data/", ".react-router/", "coverage/", "tests/.tmp/", "public/", "node_modules/"]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "simple-import-sort": simpleImportSort },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-imports": ["error", { paths: [zodOnlyThroughDomain], patterns: [zodSubpaths] }],
      // Packages, then the project's own (#app, #domain, #server, #tests), then relative; alphabetical within.
      "simple-import-sort/imports": "error",
      "simple-import-sort/exports": "error",
      // One import per module (a type-only import beside a value import of the same module is allowed).
      "no-duplicate-imports": ["error", { allowSeparateTypeImports: true }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // The app → server boundary: only *.server.ts modules (which React Router keeps out of the browser's
    // build) import #server; route modules reach services through app/lib/services.server.ts. Tests too.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { paths: [zodOnlyThroughDomain, routerLinks], patterns: [zodSubpaths, serverImports, serverZod] }],
    },
  },
  {
    files: ["app/**/*.server.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: [zodOnlyThroughDomain], patterns: [zodSubpaths, serverZod] }] },
  },
  {
    files: ["domain/**/*.{ts,tsx}"],
    ignores: ["domain/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [zodOnlyThroughDomain],
          patterns: [zodSubpaths, { ...serverImports, message: "domain/ não importa #server." }, appImports, reactImports, serverZod],
        },
      ],
      // JSX compiles to an import of react/jsx-runtime that no import statement shows.
      "no-restricted-syntax": ["error", { selector: "JSXElement, JSXFragment", message: "domain/ é puro: sem JSX." }],
    },
  },
  {
    files: ["domain/zod.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["**/*.test.{ts,tsx}", "tests/**/*.ts", "bench/**/*.ts", "scripts/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
]);
