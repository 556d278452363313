// Every validation message the shared schemas can produce has a translation in every locale
// (docs/decisions/019-languages.md): the messages are read out of the schemas themselves, so a new literal message in
// shared/schemas fails here until validation.json has its template.
import { afterEach, describe, expect, it } from "vitest";
import * as account from "@shared/schemas/account";
import * as admin from "@shared/schemas/admin";
import * as affiliate from "@shared/schemas/affiliate";
import * as analytics from "@shared/schemas/analytics";
import * as auth from "@shared/schemas/auth";
import * as captions from "@shared/schemas/captions";
import * as common from "@shared/schemas/common";
import * as coupons from "@shared/schemas/coupons";
import * as courses from "@shared/schemas/courses";
import * as email from "@shared/schemas/email";
import * as learning from "@shared/schemas/learning";
import * as payments from "@shared/schemas/payments";
import * as profile from "@shared/schemas/profile";
import * as quizzes from "@shared/schemas/quizzes";
import * as settings from "@shared/schemas/settings";
import * as twoFactor from "@shared/schemas/two-factor";
import * as uploads from "@shared/schemas/uploads";
import { CARD_EXPIRED, CARD_NUMBER_INVALID } from "@shared/card-checks";
import { humanMessage } from "@shared/zod-messages";
import { missingKeys, resetLocale, strictLocale } from "./test-init";
import { translateValidationMessage, validationKeyOf } from "./validation";

const MODULES = {
  account,
  admin,
  affiliate,
  analytics,
  auth,
  captions,
  common,
  coupons,
  courses,
  email,
  learning,
  payments,
  profile,
  quizzes,
  settings,
  twoFactor,
  uploads,
};

type ZodLike = { _zod?: { def: Record<string, unknown> } };

/** Every message a schema names itself: its own and its checks' `error`, through every nested schema. */
function schemaMessages(): Map<string, string> {
  const seen = new Set<unknown>();
  const found = new Map<string, string>();
  const collect = (error: unknown, where: string) => {
    if (typeof error !== "function") return;
    // Message functions may depend on the input (missing vs wrong type): ask for both.
    for (const input of [undefined, "x", 1]) {
      const out: unknown = error({ input, code: "custom", path: [] });
      const text = typeof out === "string" ? out : (out as { message?: unknown } | undefined)?.message;
      if (typeof text === "string") found.set(text, where);
    }
  };
  const walk = (schema: unknown, where: string) => {
    const def = (schema as ZodLike | null)?._zod?.def;
    if (!def || seen.has(schema)) return;
    seen.add(schema);
    collect(def.error, where);
    for (const check of (def.checks as ZodLike[] | undefined) ?? []) collect(check._zod?.def.error, where);
    for (const key of ["innerType", "in", "out", "element", "left", "right", "keyType", "valueType", "schema"]) walk(def[key], where);
    for (const option of (def.options as unknown[] | undefined) ?? []) walk(option, where);
    for (const [name, field] of Object.entries((def.shape as Record<string, unknown> | undefined) ?? {})) walk(field, `${where}.${name}`);
  };
  for (const [file, exports] of Object.entries(MODULES))
    for (const [name, value] of Object.entries(exports)) walk(value, `${file}.${name}`);
  return found;
}

// Messages written inside refinements (superRefine, transforms) or by the server, which no schema
// lists: the ones a person can meet, with the values the code puts in them.
const REFINEMENT_MESSAGES = [
  "A correct option must be one of the options",
  "An option is marked correct twice",
  "A single-answer question has exactly one correct option",
  "Give either a percentage or an amount off",
  "The end must be after the start",
  "Choose days after enrollment or a date, not both",
  "The security code of this card is 4 digits",
  "Price is required",
  "Price must be a number",
  "Price cannot be negative",
  "Price can have at most 2 decimal places",
  `Price must be at most ${courses.COURSE_PRICE_MAX_CENTS / 100}`,
  "Duration must be at least 0",
  CARD_NUMBER_INVALID,
  CARD_EXPIRED,
  auth.passwordProblem("a1", { minLength: 8, requireStrong: true })!,
  auth.passwordProblem("abcdefghij", { minLength: 8, requireStrong: true })!,
  auth.passwordProblem("a1".repeat(100), { minLength: 8, requireStrong: true })!,
  "Username is already taken",
  "Email is already registered",
  "The discount can be at most 10%.",
  settings.RELAY_HOST_SENDGRID,
  settings.RELAY_USERNAME_SENDGRID,
  settings.RELAY_HOST_MAILGUN,
  settings.RELAY_HOST_SES,
  settings.RELAY_USERNAME_REQUIRED,
  settings.RELAY_PASSWORD_REQUIRED,
];

// shared/zod-messages.ts words the issues a schema leaves to it.
const GENERIC_MESSAGES = [
  humanMessage({ code: "invalid_type", expected: "string", input: undefined, path: ["title"] } as never)!,
  humanMessage({ code: "invalid_type", expected: "number", input: "x", path: ["commissionRate"] } as never)!,
  humanMessage({ code: "invalid_type", expected: "int", input: "x", path: ["size"] } as never)!,
  humanMessage({ code: "invalid_type", expected: "boolean", input: "x", path: ["isPublished"] } as never)!,
  humanMessage({ code: "invalid_type", expected: "string", input: 3, path: ["bio"] } as never)!,
  humanMessage({ code: "invalid_type", expected: "array", input: 3, path: ["answers"] } as never)!,
  humanMessage({ code: "invalid_type", expected: "date", input: 3, path: ["startsAt"] } as never)!,
  humanMessage({ code: "invalid_type", expected: "object", input: 3, path: ["settings"] } as never)!,
  humanMessage({ code: "too_small", origin: "string", minimum: 3, input: "ab", path: ["username"] } as never)!,
  humanMessage({ code: "too_small", origin: "array", minimum: 2, input: [], path: ["options"] } as never)!,
  humanMessage({ code: "too_small", origin: "number", minimum: 0, inclusive: false, input: 0, path: ["amount"] } as never)!,
  humanMessage({ code: "too_small", origin: "number", minimum: 1, input: 0, path: ["passMark"] } as never)!,
  humanMessage({ code: "too_big", origin: "string", maximum: 200, input: "x", path: ["location"] } as never)!,
  humanMessage({ code: "too_big", origin: "array", maximum: 20, input: [], path: ["learningGoals"] } as never)!,
  humanMessage({ code: "too_big", origin: "number", maximum: 100, inclusive: false, input: 100, path: ["percentOff"] } as never)!,
  humanMessage({ code: "too_big", origin: "number", maximum: 100, input: 101, path: ["percentOff"] } as never)!,
  humanMessage({ code: "invalid_format", format: "email", input: "x", path: ["email"] } as never)!,
  humanMessage({ code: "invalid_format", format: "url", input: "x", path: ["website"] } as never)!,
  humanMessage({ code: "invalid_format", format: "uuid", input: "x", path: ["id"] } as never)!,
  humanMessage({ code: "invalid_format", format: "regex", input: "x", path: ["code"] } as never)!,
  humanMessage({ code: "invalid_value", values: ["one_time", "subscription"], input: "x", path: ["type"] } as never)!,
  humanMessage({ code: "not_multiple_of", divisor: 5, input: 3, path: ["step"] } as never)!,
  humanMessage({ code: "unrecognized_keys", keys: ["extra"], input: {}, path: [] } as never)!,
  humanMessage({ code: "unrecognized_keys", keys: ["a", "b"], input: {}, path: [] } as never)!,
  humanMessage({ code: "custom", input: 1, path: ["thing"] } as never)!,
];

afterEach(() => resetLocale());

describe("validation messages in every language", () => {
  const fromSchemas = schemaMessages();
  const all = [...new Set([...fromSchemas.keys(), ...REFINEMENT_MESSAGES, ...GENERIC_MESSAGES])];

  it("finds the shared schemas' messages (the walk reaches them)", () => {
    expect(fromSchemas.size).toBeGreaterThan(100);
    expect(fromSchemas.has("Title is required")).toBe(true);
    expect(fromSchemas.has("Username must be at least 3 characters")).toBe(true);
  });

  it("has an English template for every message", () => {
    expect(all.filter((message) => validationKeyOf(message) === null)).toEqual([]);
  });

  it.each(["es", "fr", "de", "zh"])("translates every message into %s with no missing key", async (locale) => {
    await strictLocale(locale);
    const untranslated = all.filter((message) => translateValidationMessage(message) === message);
    expect(untranslated).toEqual([]);
    expect(missingKeys()).toEqual([]);
  });

  it("fills the values and translates the field's name", async () => {
    await strictLocale("de");
    expect(translateValidationMessage("Required")).toBe("Pflichtfeld");
    expect(translateValidationMessage("Username must be at least 3 characters")).toBe("Benutzername: mindestens 3 Zeichen");
    expect(translateValidationMessage("Commission rate must be between 0 and 100")).toBe("Provisionssatz: muss zwischen 0 und 100 liegen");
    // A field the catalog does not know is "this field", never English inside German.
    expect(translateValidationMessage("Frobnication must be a number")).toBe("Dieses Feld: muss eine Zahl sein");
    await strictLocale("fr");
    expect(translateValidationMessage('Custom CSS cannot contain "<"')).toBe("Le CSS personnalisé ne peut pas contenir « < »");
    // French groups digits with a narrow no-break space.
    expect(translateValidationMessage("Maximum redemptions must be between 1 and 1000000").replace(/\s/g, " ")).toBe(
      "Nombre maximal d’utilisations : doit être compris entre 1 et 1 000 000",
    );
  });

  it("leaves English and unknown text as written", async () => {
    expect(translateValidationMessage("Username must be at least 3 characters")).toBe("Username must be at least 3 characters");
    await strictLocale("es");
    expect(translateValidationMessage("Something the server said")).toBe("Something the server said");
  });
});
