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
const serverImports = { group: ["#server/*", "**/server/*"], message: "Código do navegador não importa #server: use tipos de #domain e dados dos loaders." };

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
    files: ["domain/**/*.ts"],
    ignores: ["domain/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [zodOnlyThroughDomain, { name: "react", message: "domain/ é puro: sem React." }, { name: "react-router", message: "domain/ é puro." }],
          patterns: [zodSubpaths, { group: ["#server/*", "#app/*", "**/server/*", "**/app/*"], message: "domain/ não importa #server nem #app." }],
        },
      ],
    },
  },
  {
    files: ["domain/zod.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["app/components/**/*.{ts,tsx}", "app/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { paths: [zodOnlyThroughDomain], patterns: [zodSubpaths, serverImports] }],
    },
  },
  {
    // Route modules reach the server only through their loaders and actions; shared client code never does.
    files: ["app/lib/**/*.{ts,tsx}"],
    ignores: ["app/lib/**/*.server.ts"],
    rules: {
      "no-restricted-imports": ["error", { paths: [zodOnlyThroughDomain], patterns: [zodSubpaths, serverImports] }],
    },
  },
  {
    files: ["**/*.test.{ts,tsx}", "tests/**/*.ts", "bench/**/*.ts", "scripts/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
]);
