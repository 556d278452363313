// Key extraction for the SPA's catalogs (docs/decisions/019-languages.md). `npm run i18n:check`
// runs `i18next-cli extract --ci`: it fails when a key used in the code is missing from a catalog
// or a catalog holds a key no code uses. Plurals are ICU messages ("{n, plural, ...}"), so a
// plural's variable is never named `count` (that would make the extractor add _one/_other keys).
export default {
  locales: ["en", "es", "fr", "de", "zh"],
  extract: {
    input: ["client/src/**/*.{ts,tsx}"],
    ignore: ["client/src/**/*.test.{ts,tsx}", "client/src/test/**"],
    output: "client/src/locales/{{language}}/{{namespace}}.json",
    defaultNS: "common",
    primaryLanguage: "en",
    removeUnusedKeys: true,
    sort: true,
    indentation: 2,
    // Looked up by a value known only at run time: API error codes (errors:code.<CODE>) and the
    // shared schemas' own messages (validation:schema.*), checked by scripts/i18n-check.ts instead.
    preservePatterns: ["code.*", "schema.*"],
  },
};
