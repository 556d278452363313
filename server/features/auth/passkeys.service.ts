import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL, isoUint8Array } from "@simplewebauthn/server/helpers";
import type { Passkey } from "@shared/schemas/passkeys";
import type { Db } from "../../db/client";
import { badRequest, conflict, notFound, unauthorized } from "../../lib/app-error";
import { recordAudit } from "../audit";
import { findUserById, type UserRow } from "../users";
import {
  advanceCounter,
  countPasskeys,
  deleteOwned,
  findByCredentialId,
  hasAuthenticatorApp,
  insertPasskey,
  lockPasskeyIds,
  passkeysOf,
  renameOwned,
  type PasskeyRow,
} from "./passkeys.repo";

export { countPasskeys };

/** How long a WebAuthn challenge waits for the browser's answer. */
export const CHALLENGE_MS = 5 * 60 * 1000;

export interface PasskeyDeps {
  db: Db;
  clock: () => Date;
  /** PUBLIC_URL: the relying-party id is its host name, the expected origin its origin. */
  publicUrl: string;
  rpName: () => Promise<string>;
  /** Whether the platform requires admins to have a second factor. */
  twoFactorRequired: () => Promise<boolean>;
}

export interface Challenge {
  challenge: string;
  purpose: "register" | "login";
  userId?: number;
  until: number;
}

const rpOf = (publicUrl: string) => {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, origin: url.origin };
};

const INVALID = "This passkey could not be verified. Try again.";

const present = (r: PasskeyRow): Passkey => ({
  id: r.id,
  name: r.name,
  createdAt: r.createdAt.toISOString(),
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
});

export async function listPasskeys(db: Db, userId: number): Promise<Passkey[]> {
  return (await passkeysOf(db, userId)).map(present);
}

export async function registrationOptions(
  deps: PasskeyDeps,
  user: { id: number; username: string; firstName?: string | null; lastName?: string | null },
): Promise<{ options: PublicKeyCredentialCreationOptionsJSON; challenge: Challenge }> {
  const existing = await passkeysOf(deps.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: await deps.rpName(),
    rpID: rpOf(deps.publicUrl).rpID,
    userName: user.username,
    userID: isoUint8Array.fromUTF8String(`user-${user.id}`),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: splitTransports(p.transports) })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    timeout: CHALLENGE_MS,
  });
  return {
    options,
    challenge: { challenge: options.challenge, purpose: "register", userId: user.id, until: deps.clock().getTime() + CHALLENGE_MS },
  };
}

const splitTransports = (s: string) => (s ? (s.split(",") as AuthenticatorTransportFuture[]) : undefined);

/** The challenge if it is the one for `purpose` and still fresh; the caller has already taken it out of the session (single use). */
function freshChallenge(deps: PasskeyDeps, c: Challenge | undefined, purpose: Challenge["purpose"]): Challenge {
  if (!c || c.purpose !== purpose || c.until <= deps.clock().getTime())
    throw badRequest("Start again: the passkey request has expired.", undefined, "PASSKEY_CHALLENGE_MISSING");
  return c;
}

export async function registerPasskey(
  deps: PasskeyDeps,
  userId: number,
  challenge: Challenge | undefined,
  input: { name: string; credential: unknown },
): Promise<Passkey> {
  const c = freshChallenge(deps, challenge, "register");
  if (c.userId !== userId) throw badRequest("Start again: the passkey request has expired.", undefined, "PASSKEY_CHALLENGE_MISSING");
  const { rpID, origin } = rpOf(deps.publicUrl);
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: input.credential as RegistrationResponseJSON,
      expectedChallenge: c.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch {
    throw badRequest(INVALID, undefined, "PASSKEY_INVALID");
  }
  if (!verified.verified || !verified.registrationInfo) throw badRequest(INVALID, undefined, "PASSKEY_INVALID");
  const { credential } = verified.registrationInfo;
  const row = await deps.db.transaction(async (tx) => {
    const added = await insertPasskey(tx, {
      userId,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(","),
      name: input.name,
      createdAt: deps.clock(),
    });
    if (added) {
      await recordAudit(tx, {
        action: "auth.passkey.added",
        actorId: userId,
        targetType: "user",
        targetId: userId,
        details: { name: input.name },
      });
    }
    return added;
  });
  if (!row) throw conflict("This passkey is registered already.", undefined, "PASSKEY_ALREADY_REGISTERED");
  return present(row);
}

export async function loginOptions(deps: PasskeyDeps): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; challenge: Challenge }> {
  const options = await generateAuthenticationOptions({
    rpID: rpOf(deps.publicUrl).rpID,
    userVerification: "required",
    timeout: CHALLENGE_MS,
  });
  return { options, challenge: { challenge: options.challenge, purpose: "login", until: deps.clock().getTime() + CHALLENGE_MS } };
}

/**
 * A passwordless sign-in: the assertion of a discoverable credential, user-verified, with a counter
 * above the one stored (when the authenticator keeps one). Answers the account to sign in.
 */
export async function verifyPasskeyLogin(deps: PasskeyDeps, challenge: Challenge | undefined, credential: unknown): Promise<UserRow> {
  const c = freshChallenge(deps, challenge, "login");
  const response = credential as AuthenticationResponseJSON;
  const row = await findByCredentialId(deps.db, response.id);
  if (!row) throw unauthorized(INVALID, "PASSKEY_INVALID");
  const { rpID, origin } = rpOf(deps.publicUrl);
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: c.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: row.credentialId,
        publicKey: isoBase64URL.toBuffer(row.publicKey),
        counter: row.counter,
        transports: splitTransports(row.transports),
      },
      requireUserVerification: true,
    });
  } catch {
    throw unauthorized(INVALID, "PASSKEY_INVALID");
  }
  if (!verified.verified) throw unauthorized(INVALID, "PASSKEY_INVALID");
  // Conditional on the counter read: two simultaneous uses of one assertion cannot both pass.
  const moved = await advanceCounter(deps.db, row, verified.authenticationInfo.newCounter, deps.clock());
  if (!moved) throw unauthorized(INVALID, "PASSKEY_INVALID");
  const user = await findUserById(deps.db, row.userId);
  if (!user || user.status !== "active") throw unauthorized("Sign in again.", "NOT_SIGNED_IN");
  return user;
}

export async function renamePasskey(db: Db, userId: number, id: number, name: string): Promise<Passkey> {
  const row = await renameOwned(db, userId, id, name);
  if (!row) throw notFound("Passkey not found");
  return present(row);
}

/**
 * Deletes one of the owner's passkeys. An admin who must have a second factor (enableTwoFactor) and
 * has no authenticator app cannot delete the last one.
 */
export async function deletePasskey(deps: PasskeyDeps, user: { id: number; role: string }, id: number): Promise<void> {
  const mustKeepOne = user.role === "admin" && (await deps.twoFactorRequired());
  const outcome = await deps.db.transaction(async (tx) => {
    const owned = await lockPasskeyIds(tx, user.id);
    if (!owned.includes(id)) return "missing" as const;
    if (mustKeepOne && owned.length === 1) {
      if (!(await hasAuthenticatorApp(tx, user.id))) return "last" as const;
    }
    await deleteOwned(tx, user.id, id);
    await recordAudit(tx, { action: "auth.passkey.removed", actorId: user.id, targetType: "user", targetId: user.id });
    return "deleted" as const;
  });
  if (outcome === "missing") throw notFound("Passkey not found");
  if (outcome === "last")
    throw conflict(
      "This is your last second factor, and admins must have one. Add another passkey or an authenticator app first.",
      undefined,
      "LAST_SECOND_FACTOR",
    );
}
