import { z } from "zod";

/** A passkey's name as the owner gives it ("Work laptop"). */
export const passkeyNameField = z
  .string({ error: "Name this passkey" })
  .trim()
  .min(1, "Name this passkey")
  .max(60, "Use at most 60 characters")
  .refine((v) => ![...v].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f), "Use letters, digits and punctuation only");

/**
 * A browser's WebAuthn answer (navigator.credentials.create/get as JSON). Its inside is checked by
 * @simplewebauthn/server; here only its outline and size.
 */
const b64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/, "Not base64url");
const credentialJson = z.object({
  id: b64url.min(1),
  rawId: b64url.min(1),
  type: z.literal("public-key"),
  response: z.record(z.string().max(32), z.union([b64url, z.number().int(), z.array(z.string().max(20)).max(10)])),
  clientExtensionResults: z.record(z.string().max(64), z.unknown()).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});

export const passkeyRegisterSchema = z.object({ name: passkeyNameField, credential: credentialJson });

export const passkeyLoginSchema = z.object({ credential: credentialJson });

export const passkeyRenameSchema = z.object({ name: passkeyNameField });
export const passkeyIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
