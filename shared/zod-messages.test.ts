import { describe, expect, it } from "vitest";
import { z } from "zod";
import { platformSettingsSchema } from "./schemas/settings";
import { fieldLabel } from "./zod-messages";
import "./constants";

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("validation messages written for people", () => {
  it("names both ends of a settings range", () => {
    expect(messages(platformSettingsSchema, { commissionRate: 101, sessionTimeout: 0, passwordMinLength: 5.5 })).toEqual({
      commissionRate: "Commission rate must be between 0 and 100",
      sessionTimeout: "Session timeout must be between 1 and 168",
      passwordMinLength: "Minimum password length must be a whole number",
    });
  });

  it("words zod's defaults with the field's name, never its raw text", () => {
    const schema = z.object({
      firstName: z.string().min(1).max(5),
      adminEmail: z.email(),
      smtpHost: z.string(),
      level: z.enum(["beginner", "advanced"]),
      price: z.number().min(0),
      count: z.number(),
    });
    const found = messages(schema, { firstName: "Alexander", adminEmail: "x@", level: "expert", price: -1, count: "many" });
    expect(found).toEqual({
      firstName: "First name must be at most 5 characters",
      adminEmail: "Enter a valid email address",
      smtpHost: "Required",
      level: "Choose a valid option",
      price: "Price must be at least 0",
      count: "Count must be a number",
    });
    for (const message of Object.values(found)) expect(message).not.toMatch(/expected|Invalid input|Too (big|small)|<=|>=/);
  });

  it("keeps a schema's own message", () => {
    expect(messages(z.object({ title: z.string().min(1, "Title is required") }), { title: "" })).toEqual({ title: "Title is required" });
  });

  it("turns field keys into labels", () => {
    expect(fieldLabel("commissionRate")).toBe("Commission rate");
    expect(fieldLabel("smtpPort")).toBe("SMTP port");
    expect(fieldLabel("linkedIn")).toBe("LinkedIn");
  });
});
