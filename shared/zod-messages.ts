import { z } from "zod";

// Form and API errors are written for people, never zod's raw text ("Too big:
// expected number to be <=100"). A schema's own message always wins; this map words the rest
// with the field's name. Installed once, by shared/constants.ts and shared/schemas/common.ts,
// which every schema module imports.

const WORDS: Record<string, string> = { smtp: "SMTP", url: "URL", css: "CSS", id: "ID", cvc: "CVC", api: "API" };
const NAMES: Record<string, string> = { linkedIn: "LinkedIn", paypalEmail: "PayPal email", twitter: "Twitter" };

/** "commissionRate" -> "Commission rate", "smtpHost" -> "SMTP host". */
export function fieldLabel(key: string): string {
  if (NAMES[key]) return NAMES[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => WORDS[w.toLowerCase()] ?? w.toLowerCase());
  if (words.length === 0) return "This field";
  const [first, ...rest] = words;
  return [first === first.toUpperCase() ? first : first[0].toUpperCase() + first.slice(1), ...rest].join(" ");
}

type Issue = z.core.$ZodRawIssue;

function labelOf(issue: Issue): string {
  const key = [...(issue.path ?? [])].reverse().find((p) => typeof p === "string");
  return typeof key === "string" ? fieldLabel(key) : "This value";
}

const TYPE_WORDS: Record<string, string> = {
  number: "a number",
  int: "a whole number",
  boolean: "on or off",
  string: "text",
  array: "a list",
  date: "a date",
};
const FORMAT_WORDS: Record<string, string> = {
  email: "Enter a valid email address",
  url: "Must be a valid URL",
  uuid: "Must be a valid id",
};

export function humanMessage(issue: Issue): string | undefined {
  const label = labelOf(issue);
  const missing = issue.input === undefined || issue.input === null || issue.input === "";
  switch (issue.code) {
    case "invalid_type":
      if (missing) return "Required";
      if (issue.expected === "object" || issue.expected === "unknown") return `${label} is not valid`;
      return `${label} must be ${TYPE_WORDS[issue.expected] ?? `a ${issue.expected}`}`;
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string") return min <= 1 ? "Required" : `${label} must be at least ${min} characters`;
      if (issue.origin === "array" || issue.origin === "set") return `Choose at least ${min}`;
      return issue.inclusive === false ? `${label} must be more than ${min}` : `${label} must be at least ${min}`;
    }
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string") return `${label} must be at most ${max} characters`;
      if (issue.origin === "array" || issue.origin === "set") return `${label} can have at most ${max} items`;
      return issue.inclusive === false ? `${label} must be less than ${max}` : `${label} must be at most ${max}`;
    }
    case "invalid_format":
      return FORMAT_WORDS[issue.format] ?? `${label} is not in the expected format`;
    case "invalid_value":
      // Never the raw values ("one_time, subscription"): a form offers the choices in words.
      return missing ? "Required" : "Choose a valid option";
    case "not_multiple_of":
      return `${label} must be a multiple of ${String(issue.divisor)}`;
    case "unrecognized_keys":
      return `Unknown field${issue.keys.length === 1 ? "" : "s"}: ${issue.keys.join(", ")}`;
    default:
      return `${label} is not valid`;
  }
}

z.config({ customError: humanMessage });

/** A whole number in a range, with one message that names both ends ("... between 0 and 100"). */
export function intInRange(label: string, min: number, max: number) {
  const message = `${label} must be between ${min} and ${max}`;
  return z
    .number({ error: (iss) => (iss.input === undefined ? "Required" : `${label} must be a number`) })
    .int(`${label} must be a whole number`)
    .min(min, message)
    .max(max, message);
}
