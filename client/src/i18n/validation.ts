// Validation messages in the reader's language (docs/decisions/019-languages.md).
//
// The shared zod schemas and the server speak English: a schema's own messages are literal strings
// ("Title is required", `At most ${max} characters`) and shared/zod-messages.ts words the generic
// issues ("Price must be at least 0"). The server keeps answering in English; the client translates
// at display time (FieldError), so the same path covers a form's own checks and the `errors` a
// server answer puts under the fields.
//
// How: every English message of the validation catalog is a template ("{label} must be at most
// {max} characters"); a message is matched against the templates, most specific first, and the
// matched values fill the active language's translation. A field's English label ("Commission
// rate") is translated through validation:schema.field.*, else it becomes "this field". A message
// no template matches stays as written. Keys: schema.rule.* (the generic wordings of
// shared/zod-messages.ts), schema.field.* (labels), the other schema.* (a schema's own messages);
// all are looked up at run time, so i18next.config.mjs keeps them (preservePatterns "schema.*"). validation.test.ts proves every message the shared schemas
// can produce has a translation in every locale.
// The source text (?raw): a plain JSON import returns the catalog with its messages parsed (vite-icu-catalogs.ts).
import englishSource from "../locales/en/validation.json?raw";
import { activeLocale, i18n, intlLocale } from "./index";

interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
  /** Length of the literal text: longer templates are more specific and are tried first. */
  literal: number;
}

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix: string, out: [string, string][] = []): [string, string][] {
  for (const [key, value] of Object.entries(tree)) {
    const full = `${prefix}.${key}`;
    if (typeof value === "string") out.push([full, value]);
    else flatten(value, full, out);
  }
  return out;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function compile(key: string, message: string): Template {
  const names: string[] = [];
  let literal = 0;
  const source = message
    .split(/\{(\w+)\}/)
    .map((part, index) => {
      if (index % 2 === 1) {
        names.push(part);
        return "(.+?)";
      }
      // ICU quoting: '<' is a literal "<", '' a literal apostrophe.
      const text = part.replace(/'([{}#<|][^']*)'/g, "$1").replace(/''/g, "'");
      literal += text.length;
      return escape(text);
    })
    .join("");
  return { key, pattern: new RegExp(`^${source}$`, "s"), names, literal };
}

let templates: Template[] | null = null;
let labels: Map<string, string> | null = null;

function compiled(): { templates: Template[]; labels: Map<string, string> } {
  if (!templates || !labels) {
    const entries = flatten((JSON.parse(englishSource) as Tree).schema as Tree, "schema");
    templates = entries
      .filter(([key]) => !key.startsWith("schema.field."))
      .map(([key, message]) => compile(key, message))
      .sort((a, b) => b.literal - a.literal || a.names.length - b.names.length);
    labels = new Map(entries.filter(([key]) => key.startsWith("schema.field.")).map(([key, label]) => [label.toLowerCase(), key]));
  }
  return { templates, labels };
}

function label(englishLabel: string): string {
  const key = compiled().labels.get(englishLabel.trim().toLowerCase());
  return key ? i18n.t(`validation:${key}`) : i18n.t("validation:fallback.thisField");
}

/** The validation message in the active language; English (and anything unknown) stays as written. */
export function translateValidationMessage(message: string): string {
  if (!message || activeLocale() === "en") return message;
  for (const template of compiled().templates) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values: Record<string, string> = {};
    template.names.forEach((name, index) => {
      const raw = match[index + 1];
      // Numbers are written the reader's way (1000000 -> "1 000 000" in French).
      values[name] =
        name === "label" ? label(raw) : /^-?\d+(\.\d+)?$/.test(raw) ? new Intl.NumberFormat(intlLocale()).format(Number(raw)) : raw;
    });
    return i18n.t(`validation:${template.key}`, values);
  }
  return message;
}

/** Test hook: the English template a message matches ("schema.titleRequired"), or null. */
export function validationKeyOf(message: string): string | null {
  return compiled().templates.find((template) => template.pattern.test(message))?.key ?? null;
}
