import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * WebAuthn credentials (docs/product-rules.md §15, decision 039). A passkey signs in without a
 * password and counts as both factors. The public key is public: stored as is (base64url COSE key).
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The authenticator's credential id, base64url. */
    credentialId: text("credential_id").notNull(),
    publicKey: text("public_key").notNull(),
    /** The signature counter last seen: a later assertion with a counter not above it is refused (a cloned key). */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    /** Comma-separated transports the browser reported (usb, internal, hybrid…). */
    transports: text("transports").notNull().default(""),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("passkeys_credential_id_key").on(t.credentialId), index("passkeys_user_idx").on(t.userId)],
);
