// Lint rules for the whole repository. The React, hooks, accessibility and import rules are the ones
// Remix's v2 template turns on (with its settings that make jsx-a11y and react know Remix's `Form`,
// `Link` and `NavLink`), written as a flat config. Formatting is Prettier's job (`prettier --check`).
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import importPlugin from "eslint-plugin-import";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  {
    ignores: [
      "build/",
      "public/build/",
      "node_modules/",
      "data/",
      ".cache/",
      "test-results/",
      "playwright-report/",
      "uploads/",
      "reports/",
      ".stryker-tmp/",
    ],
  },

  js.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      // Route modules run on the server and in the browser; scripts and tests run in Node.
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // A leading underscore marks an argument kept for its position (Express's error handler has four).
      "no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },

  // React, in the files that can hold JSX: its component rules read every function of a file, and
  // running them over the 900-odd .ts files (models, tests, migrations) was a fifth of the lint time.
  {
    files: ["**/*.{jsx,tsx}"],
    extends: [react.configs.flat.recommended, react.configs.flat["jsx-runtime"], jsxA11y.flatConfigs.recommended],
    rules: {
      // Turkish prose is full of apostrophes (Bitcoin'in) and quotes; only the characters that
      // betray a slip in JSX stay forbidden.
      "react/no-unescaped-entities": ["error", { forbid: [">", "}"] }],
      // A scrolling region (role="region" with a name) must be reachable by keyboard to be scrolled.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true }],
    },
    settings: {
      react: { version: "detect" },
      formComponents: ["Form"],
      linkComponents: [
        { name: "Link", linkAttribute: "to" },
        { name: "NavLink", linkAttribute: "to" },
      ],
    },
  },

  // React hooks, in the React code only: Playwright's `use` and Vitest's `useTestDatabase` are not hooks.
  {
    files: ["app/**/*.{ts,tsx}", "**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      // The two rules of react-hooks' classic recommended set; its React Compiler rules are for
      // code built by the React Compiler, which this app does not use.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },

  // TypeScript
  {
    files: ["**/*.{ts,tsx}"],
    extends: [tseslint.configs.recommended, importPlugin.flatConfigs.recommended, importPlugin.flatConfigs.typescript],
    settings: {
      "import/internal-regex": "^~/",
      "import/resolver": {
        node: { extensions: [".ts", ".tsx"] },
        typescript: { alwaysTryTypes: true },
      },
    },
    rules: {
      // TypeScript checks prop types.
      "react/prop-types": "off",
      // TypeScript already checks what these import rules check; typescript-eslint's performance
      // guide turns them off (import/namespace alone was three quarters of the lint time here).
      "import/namespace": "off",
      "import/default": "off",
      "import/no-named-as-default-member": "off",
      "import/no-unresolved": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },

  // The layering of decision 008, held by the linter: routes → services → models → plumbing
  // (app/server) → lib, and components → lib. An import against the arrow fails `npm run lint`.
  // Type-only imports count too: a type the browser needs belongs in app/lib.
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "app/!(routes)/**/*",
              from: "app/routes/**/*",
              message: "Only routes import route modules: move shared code to app/services, app/models or app/lib.",
            },
            {
              target: "app/components/**/*",
              from: ["app/server/**/*", "app/models/**/*", "app/services/**/*"],
              message: "Components run in the browser and never import server code, types included: move the type to app/lib.",
            },
            {
              target: "app/lib/**/*",
              from: ["app/server/**/*", "app/models/**/*", "app/services/**/*", "app/components/**/*"],
              message: "app/lib stays pure: no server, database or component imports.",
            },
            {
              target: "app/models/**/*",
              from: ["app/services/**/*", "app/components/**/*"],
              // ProviderConfig is a type the provider service owns; the model stores it.
              except: ["**/app/services/ai-provider.server.ts"],
              message: "Models import only app/server and app/lib: services call models, not the other way round.",
            },
            {
              target: "app/services/**/*",
              from: "app/components/**/*",
              message: "Services do not import components.",
            },
            {
              // The plumbing. Its request front (session → user in auth, the maintenance gate,
              // start-up, the admin list intents, the backup and page-cache hooks) reads the tables
              // it guards, so those six files may reach models; nothing in app/server reaches services.
              target: [
                "app/server/!(auth|startup|maintenance|list-intents).server.ts",
                "app/server/ops/!(backup).server.ts",
                "app/server/page-cache/!(hooks).server.ts",
              ],
              from: "app/models/**/*",
              message: "app/server is plumbing: code that reads models belongs in app/models or app/services.",
            },
            {
              target: "app/server/**/*",
              from: ["app/services/**/*", "app/components/**/*"],
              message: "app/server is plumbing: it never imports services or components.",
            },
          ],
        },
      ],
    },
  },

  // A migration works on the schema as it was when it was written, not on today's `Database`
  // interface, so it takes Kysely<any> (Kysely's documented migration signature).
  {
    files: ["db/migrations/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },

  // Every number, price, percent and date a visitor reads is written by app/lib/format.ts, so
  // "91,5" on one page is "91,5" on the next (issue 32). Machine formats (an "en-CA" day key,
  // an "en-US" figure for a prompt) and sorting collators are not display text and stay allowed.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/format.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]",
          message: "Format numbers and dates with app/lib/format.ts (tr-TR, one way everywhere).",
        },
        {
          selector:
            "NewExpression[callee.object.name='Intl'][callee.property.name=/^(NumberFormat|DateTimeFormat)$/][arguments.0.value=/^tr/]",
          message: "Turkish number and date formats live in app/lib/format.ts: add or use a formatter there.",
        },
      ],
    },
  },

  // zod is configured once (no JIT probe under the CSP) in app/lib/zod.ts; the app takes it from there.
  // Icons have one path, the sprite (issue 47): a heroicon is added to app/lib/icon-names.ts and
  // drawn with <Icon>, <OutlineIcon> or <SolidIcon>, never imported as a component.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/zod.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "zod", message: 'Import { z } from "~/lib/zod" (configured for the CSP).' }],
          patterns: [
            {
              group: ["@heroicons/react", "@heroicons/react/*"],
              message:
                "Draw icons from the sprite: add the name to app/lib/icon-names.ts, run `npm run icons`, use <OutlineIcon>/<SolidIcon>.",
            },
          ],
        },
      ],
    },
  },
);
