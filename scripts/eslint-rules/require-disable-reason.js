// Every eslint-disable comment says why, after "--" (docs/decisions/014-lint-and-format.md: a stray disable either becomes real or goes).
// The same check as @eslint-community/eslint-comments' require-description, without the dependency.
const DIRECTIVE = /^\s*(eslint-disable(?:-next-line|-line)?)(?=\s|$)/;

/** @type {import("eslint").Rule.RuleModule} */
export default {
  meta: {
    type: "suggestion",
    docs: { description: "require a `-- reason` on every eslint-disable comment" },
    schema: [],
    messages: { missing: "Say why after `--`: `// {{directive}} rule-name -- reason`." },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const match = DIRECTIVE.exec(comment.value);
          if (!match) continue;
          // ESLint itself splits a directive from its description at " -- ".
          const reason = comment.value.split(/\s-{2,}\s/u)[1] ?? "";
          if (reason.trim() === "") {
            context.report({ loc: comment.loc, messageId: "missing", data: { directive: match[1] } });
          }
        }
      },
    };
  },
};
