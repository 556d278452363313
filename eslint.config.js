// Lint: the rules of docs/architecture.md, made mechanical (docs/decisions/014-lint-and-format.md).
// `npm run lint` runs it with --max-warnings 0; CI runs it.
import fs from "node:fs";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import prettier from "eslint-config-prettier";
import i18next from "eslint-plugin-i18next";
import requireDisableReason from "./scripts/eslint-rules/require-disable-reason.js";

// The TypeScript resolver is the one below (resolver-next); the preset's legacy resolver is left out.
const { "import-x/resolver": _legacyResolver, ...typeScriptImportSettings } = importX.flatConfigs.typescript.settings;

const featuresOf = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const serverFeatures = featuresOf("server/features");
const clientFeatures = featuresOf("client/src/features");

/** A feature reaches another only through its index.ts (convention 1). */
function featureZones(root, features) {
  const zones = [];
  for (const target of features) {
    for (const other of features) {
      if (other === target) continue;
      zones.push({
        target: `./${root}/${target}`,
        from: `./${root}/${other}`,
        // auth/forms.ts and auth/session.ts are auth's other public entries: forms bring zod, which
        // the entry chunk must not; session.ts has no components, for pages that must not bring
        // the UI kit's class merge (the landing page, docs/benchmarks.md). A queries.ts holds only query
        // factories, for code that starts requests before any component of the feature has loaded
        // (catalog/queries.ts: a course page's data, docs/benchmarks.md).
        except: ["./index.ts", "./forms.ts", "./session.ts", "./queries.ts"],
        message: `import the ${other} feature through its index.ts`,
      });
    }
  }
  return zones;
}

/**
 * Code outside the features (the app shell, router, jobs, database scripts, middleware) also uses
 * a feature only through its index.ts, or its lazy-pages.ts (the router's page loaders, a file of
 * their own so the entry chunk pulls in nothing else); the auth feature's session.ts and forms.ts
 * are its other public entries (the entry chunk must not pull in its components or zod).
 */
function shellZones(root, features, targets) {
  return features.map((feature) => ({
    target: targets.map((t) => `./${t}`),
    from: `./${root}/${feature}`,
    except: ["./index.ts", "./lazy-pages.ts", "./session.ts", "./forms.ts"],
    message: `import the ${feature} feature through its index.ts`,
  }));
}
const serverShell = ["server/*.ts", "server/db", "server/jobs", "server/lib", "server/middleware"];
const clientShell = [
  "client/src/*.{ts,tsx}",
  "client/src/app",
  "client/src/components",
  "client/src/hooks",
  "client/src/i18n",
  "client/src/lib",
];

/** Dependencies run one way: these features never import payments (convention 1). */
const paymentsUsers = ["courses", "content", "learning", "affiliate", "enrollments"].map((f) => ({
  target: `./server/features/${f}`,
  from: "./server/features/payments",
  message: "payments uses this feature, never the other way round",
}));

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "node_modules/**",
      ".tmp/**",
      "coverage/**",
      "reports/**",
      "test-results/**",
      "playwright-report/**",
      "migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module" },
    plugins: { "import-x": importX, local: { rules: { "require-disable-reason": requireDisableReason } } },
    settings: {
      // The plugin's TypeScript settings (which extensions and parser to follow): without them
      // import-x/no-cycle reads only .js/.mjs/.cjs files and never sees a cycle among ours.
      ...typeScriptImportSettings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "local/require-disable-reason": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            // shared/ is used by both sides and imports nothing from either.
            { target: "./shared", from: "./server", message: "shared/ imports nothing but zod" },
            { target: "./shared", from: "./client", message: "shared/ imports nothing but zod" },
            // The browser never pulls in server code, and the server never imports the SPA.
            { target: "./client", from: "./server", message: "the client talks to the server over HTTP only" },
            { target: "./server", from: "./client", message: "the server does not import the SPA" },
            ...featureZones("server/features", serverFeatures),
            ...featureZones("client/src/features", clientFeatures),
            ...shellZones("server/features", serverFeatures, serverShell),
            ...shellZones("client/src/features", clientFeatures, clientShell),
            ...paymentsUsers,
          ],
        },
      ],
    },
  },
  {
    // shared/ imports nothing but zod (and its own files).
    files: ["shared/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: "^(?!zod(/|$)|\\.{1,2}/)", message: "shared/ imports nothing but zod" }] }],
    },
  },
  {
    // Only repo files touch the database (convention 6): services may name the types, not build queries.
    files: ["server/features/**/*.ts", "server/jobs/**/*.ts"],
    ignores: ["**/*.repo.ts", "**/*.test.ts", "**/test/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "drizzle-orm", allowTypeImports: true, message: "only *.repo.ts files build queries" }],
          patterns: [
            { regex: "^drizzle-orm/", allowTypeImports: true, message: "only *.repo.ts files build queries" },
            { regex: "/db/(schema|client)(/|$)", allowTypeImports: true, message: "only *.repo.ts files touch tables" },
            // app.ts imports every feature; a feature declares its own …Deps from CoreDeps (app-deps.ts).
            {
              regex: "^(\\.\\./)+app$",
              message: "declare this feature's own …Deps from CoreDeps (app-deps.ts); app.ts imports the features",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["client/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      ...jsxA11y.flatConfigs.recommended.rules,
      // <RoleDashboardRoute role="personal" /> is a prop, not an ARIA role.
      "jsx-a11y/aria-role": ["error", { ignoreNonDOM: true }],
    },
  },
  {
    // One way to do each thing on the client (docs/architecture.md, "On the client").
    files: ["client/src/features/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "**/test/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "@/components/ui/select", message: "use SelectField / FormSelectField from @/components/form-controls" },
            { name: "@/components/ui/switch", message: "use SwitchRow / FormSwitchRow from @/components/form-controls" },
          ],
        },
      ],
    },
  },
  {
    // A query's data reaches the screen through QueryView, in the features, the app shell and the
    // shared components alike (docs/architecture.md, "On the client").
    files: ["client/src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "**/test/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "TSNonNullExpression > MemberExpression.expression[property.name='data']",
          message: "render a query through QueryView (its children get the data), not `.data!`",
        },
      ],
    },
  },
  {
    // Every word a person reads goes through the translations (docs/decisions/019-languages.md):
    // text in JSX and the attributes people read or hear.
    files: ["client/src/**/*.tsx"],
    ignores: ["client/src/**/*.test.tsx", "client/src/test/**"],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": { include: ["aria-label", "aria-description", "placeholder", "title", "alt", "label", "description"] },
          // The plugin's own list, plus react-hook-form's calls, whose strings are field names (form.register("email")).
          callees: {
            exclude: [
              "i18n(ext)?",
              "t",
              "require",
              "addEventListener",
              "removeEventListener",
              "postMessage",
              "getElementById",
              "dispatch",
              "commit",
              "includes",
              "indexOf",
              "endsWith",
              "startsWith",
              "register",
              "watch",
              "getValues",
              "setValue",
              "setError",
              "setFocus",
              "trigger",
              "resetField",
              "clearErrors",
            ],
          },
        },
      ],
    },
  },
  {
    files: ["**/*.test.{ts,tsx}", "e2e/**/*.ts", "**/test/**/*.{ts,tsx}", "scripts/**/*.{ts,mjs,js}"],
    rules: {
      // Tests and scripts may reach into any file they exercise.
      "import-x/no-restricted-paths": "off",
      "no-restricted-imports": "off",
    },
  },
  {
    files: ["scripts/**/*.{mjs,js}", "*.config.{js,ts}", "eslint.config.js"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
        Buffer: "readonly",
      },
    },
  },
  prettier,
);
