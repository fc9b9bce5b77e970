// House rules as lint (ARCHITECTURE.md "Rules that keep the house livable"): imports flow
// app → domain and server → domain; components and features never reach the server; zod
// comes only through #domain/zod.ts (jitless under our CSP). `npm run lint` runs this and Prettier.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

const zodOnlyThroughDomain = {
  name: "zod",
  message: "Importe z de #domain/zod.ts (configura o zod para a CSP sem 'unsafe-eval').",
};
const zodSubpaths = { group: ["zod/*"], message: zodOnlyThroughDomain.message };
// lucide-react's entry re-exports every icon, and the build's shell group (vite.config.ts) follows it:
// every icon used anywhere landed in the code every page loads. One file per icon keeps each icon
// with the code that draws it.
const iconsOneByOne = { name: "lucide-react", message: 'Importe cada ícone do seu arquivo: import Menu from "lucide-react/icons/menu".' };
// `group` patterns are gitignore globs, where a leading "#" starts a comment and matches nothing:
// the "#server/…" and "#app/…" subpath imports are matched by regular expressions instead.
const serverImports = { regex: "^#server/|(^|/)server/", message: "Código do navegador não importa #server: use tipos de #domain e dados dos loaders." };
const appImports = { regex: "^#app/|(^|/)app/", message: "domain/ não importa #app." };
const reactImports = { regex: "^react(-dom|-router)?(/|$)", message: "domain/ é puro: sem React nem React Router." };
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
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-imports": ["error", { paths: [zodOnlyThroughDomain], patterns: [zodSubpaths] }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: [zodOnlyThroughDomain, iconsOneByOne], patterns: [zodSubpaths, serverZod] }] },
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
    files: ["app/components/**/*.{ts,tsx}", "app/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { paths: [zodOnlyThroughDomain, iconsOneByOne], patterns: [zodSubpaths, serverImports, serverZod] }],
    },
  },
  {
    // Route modules reach the server only through their loaders and actions; shared client code never does.
    files: ["app/lib/**/*.{ts,tsx}"],
    ignores: ["app/lib/**/*.server.ts"],
    rules: {
      "no-restricted-imports": ["error", { paths: [zodOnlyThroughDomain, iconsOneByOne], patterns: [zodSubpaths, serverImports, serverZod] }],
    },
  },
  {
    files: ["**/*.test.{ts,tsx}", "tests/**/*.ts", "bench/**/*.ts", "scripts/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
]);
