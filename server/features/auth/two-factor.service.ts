import crypto from "node:crypto";
import * as OTPAuth from "otpauth";
import QRCode from "qrcode";
import type { LoginSecondFactorInput, RecoveryCodes, TotpSetup } from "@shared/schemas/two-factor";
import { RECOVERY_CODE_COUNT, SECOND_FACTOR_METHODS, type SecondFactorMethod } from "@shared/schemas/two-factor";
import { WRONG_CURRENT_PASSWORD } from "@shared/schemas/account";
import type { Db, Tx } from "../../db/client";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../lib/app-error";
import type { DataCipher } from "../../lib/data-encryption";
import { recordAudit } from "../audit";
import { queueEmail } from "../email";
import { findUserById, setTwoFactorEnabled, type UserRow } from "../users";
import { isCurrentPassword } from "./auth.service";
import {
  confirmSecret,
  countUnusedRecoveryCodes,
  deleteTwoFactor,
  lockTwoFactor,
  recordAccepted,
  recordFailure,
  replaceRecoveryCodes,
  savePendingSecret,
  useRecoveryCode,
  type TwoFactorRow,
} from "./two-factor.repo";

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps; ±1 step of drift. */
const PERIOD_S = 30;
const DIGITS = 6;
const DRIFT_STEPS = 1;
/** Five wrong codes lock the second step of that account for 15 minutes (docs/product-rules.md §15). */
export const MAX_FAILED_CODES = 5;
export const LOCK_MS = 15 * 60 * 1000;
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

export const INVALID_CODE = "That code is not right. Check your authenticator app and try again.";
export const INVALID_RECOVERY_CODE = "That recovery code is not right, or it was used already.";
const NO_KEY = "Two-factor sign-in is not available: the server has no DATA_ENCRYPTION_KEY.";

export interface TwoFactorDeps {
  db: Db;
  /** Null in production without DATA_ENCRYPTION_KEY: no secret can be stored. */
  cipher: DataCipher | null;
  clock: () => Date;
  /** The issuer an authenticator app shows beside the code. */
  issuer: () => Promise<string>;
}

function cipherOf(deps: TwoFactorDeps): DataCipher {
  if (!deps.cipher) throw new AppError(503, NO_KEY, undefined, "ENCRYPTION_KEY_MISSING");
  return deps.cipher;
}

const totpOf = (secret: string, label = "", issuer = "") =>
  new OTPAuth.TOTP({ issuer, label, algorithm: "SHA1", digits: DIGITS, period: PERIOD_S, secret: OTPAuth.Secret.fromBase32(secret) });

/** The step of an accepted code at `now`, or null when the code matches none within the drift. */
export function acceptedStep(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: DRIFT_STEPS });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
}

export const hashRecoveryCode = (normalized: string) => crypto.createHash("sha256").update(normalized).digest("hex");

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/** The second factors the account can sign in with (a passkey will count as both factors). */
export function methodsOf(user: { twoFactorEnabled: boolean }): SecondFactorMethod[] {
  return user.twoFactorEnabled ? [...SECOND_FACTOR_METHODS] : [];
}

/** A new secret for the account's app, kept pending until a code confirms it. */
export async function startTotpSetup(
  deps: TwoFactorDeps,
  user: { id: number; username: string; twoFactorEnabled: boolean },
): Promise<TotpSetup> {
  if (user.twoFactorEnabled)
    throw conflict("Two-factor sign-in is already on. Turn it off first to use another app.", undefined, "TWO_FACTOR_ALREADY_ENABLED");
  const cipher = cipherOf(deps);
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  await deps.db.transaction((tx) => savePendingSecret(tx, user.id, cipher.encrypt(secret)));
  const otpauthUrl = totpOf(secret, user.username, await deps.issuer()).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return { secret, otpauthUrl, qrSvg };
}

/** The first code from the app turns the factor on: answers the recovery codes, shown this once. */
export async function enableTotp(deps: TwoFactorDeps, userId: number, code: string): Promise<RecoveryCodes> {
  const cipher = cipherOf(deps);
  const now = deps.clock();
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const result = await deps.db.transaction(async (tx) => {
    const row = await lockTwoFactor(tx, userId);
    if (row?.secret) return "already" as const;
    if (!row?.pendingSecret) return "not-started" as const;
    const secret = cipher.decrypt(row.pendingSecret);
    const step = acceptedStep(secret, code, now);
    if (step === null) return "wrong" as const;
    await confirmSecret(tx, userId, cipher.encrypt(secret), step);
    await replaceRecoveryCodes(
      tx,
      userId,
      recoveryCodes.map((c) => hashRecoveryCode(c.replace("-", ""))),
    );
    await setTwoFactorEnabled(tx, userId, now);
    await recordAudit(tx, {
      action: "auth.2fa.enabled",
      actorId: userId,
      targetType: "user",
      targetId: userId,
      details: { method: "totp" },
    });
    return "on" as const;
  });
  if (result === "already") throw conflict("Two-factor sign-in is already on.", undefined, "TWO_FACTOR_ALREADY_ENABLED");
  if (result === "not-started")
    throw conflict("Start the set-up again: no new secret is waiting for a code.", undefined, "TWO_FACTOR_SETUP_NOT_STARTED");
  if (result === "wrong") throw badRequest(INVALID_CODE, { code: INVALID_CODE }, "INVALID_TWO_FACTOR_CODE");
  return { recoveryCodes };
}

type Check = "ok" | "wrong" | "locked" | "off";

function lockedError(row: TwoFactorRow, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((row.lockedUntil!.getTime() - now.getTime()) / 60_000));
  return new AppError(429, `Too many wrong codes. Try again in ${minutes} minutes.`, undefined, "TWO_FACTOR_LOCKED");
}

/**
 * Checks a code of the account's second step in `tx`, with its row locked: a locked account is
 * refused unread, a wrong code counts toward the lock, a right one uses up its step (no replay).
 */
async function checkSecondFactor(
  tx: Tx,
  deps: TwoFactorDeps,
  userId: number,
  given: { code: string } | { recoveryCode: string },
): Promise<{ check: Check; row?: TwoFactorRow }> {
  const now = deps.clock();
  const row = await lockTwoFactor(tx, userId);
  if (!row?.secret) return { check: "off" };
  if (row.lockedUntil && row.lockedUntil > now) return { check: "locked", row };
  let ok: boolean;
  if ("code" in given) {
    const step = acceptedStep(cipherOf(deps).decrypt(row.secret), given.code, now);
    ok = step !== null && (row.lastStep === null || step > row.lastStep);
    if (ok) await recordAccepted(tx, userId, step);
  } else {
    ok = await useRecoveryCode(tx, userId, hashRecoveryCode(given.recoveryCode), now);
    if (ok) await recordAccepted(tx, userId, null);
  }
  if (ok) return { check: "ok", row };
  const failures = row.failedAttempts + 1;
  const locks = failures >= MAX_FAILED_CODES;
  const lockedUntil = locks ? new Date(now.getTime() + LOCK_MS) : null;
  await recordFailure(tx, userId, locks ? 0 : failures, lockedUntil);
  await recordAudit(tx, {
    action: "auth.2fa.failed",
    actorId: userId,
    targetType: "user",
    targetId: userId,
    details: { method: "code" in given ? "totp" : "recovery", locked: locks },
  });
  return { check: locks ? "locked" : "wrong", row: { ...row, lockedUntil } };
}

function refusal(check: Exclude<Check, "ok">, row: TwoFactorRow | undefined, now: Date, recovery: boolean): AppError {
  if (check === "locked") return lockedError(row!, now);
  if (check === "off") return conflict("Two-factor sign-in is not on for this account.", undefined, "TWO_FACTOR_NOT_ENABLED");
  const message = recovery ? INVALID_RECOVERY_CODE : INVALID_CODE;
  return badRequest(message, { [recovery ? "recoveryCode" : "code"]: message }, "INVALID_TWO_FACTOR_CODE");
}

/**
 * The second step of a sign-in: answers the user to sign in. A recovery code used is emailed to the
 * owner in the same transaction.
 */
export async function verifyLoginSecondFactor(deps: TwoFactorDeps, userId: number, input: LoginSecondFactorInput): Promise<UserRow> {
  const given = "code" in input ? { code: input.code } : { recoveryCode: input.recoveryCode };
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx) => {
    const result = await checkSecondFactor(tx, deps, userId, given);
    if (result.check === "ok" && "recoveryCode" in given) {
      await queueEmail(tx, userId, "two_factor_recovery_code_used", { remaining: await countUnusedRecoveryCodes(tx, userId) });
      await recordAudit(tx, { action: "auth.2fa.recovery_code_used", actorId: userId, targetType: "user", targetId: userId });
    }
    return result;
  });
  if (outcome.check !== "ok") throw refusal(outcome.check, outcome.row, now, "recoveryCode" in given);
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound("This account no longer exists.");
  return user;
}

/** The owner turns the factor off with the password and a current code; the owner is emailed. */
export async function disableTwoFactor(deps: TwoFactorDeps, userId: number, input: { password: string; code: string }): Promise<void> {
  if (!(await isCurrentPassword(deps.db, userId, input.password))) throw forbidden(WRONG_CURRENT_PASSWORD, "WRONG_PASSWORD");
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx) => {
    const result = await checkSecondFactor(tx, deps, userId, { code: input.code });
    if (result.check === "ok") await turnOff(tx, userId, false);
    return result;
  });
  if (outcome.check !== "ok") throw refusal(outcome.check, outcome.row, now, false);
}

async function turnOff(tx: Tx, userId: number, byAdmin: boolean): Promise<void> {
  await deleteTwoFactor(tx, userId);
  await setTwoFactorEnabled(tx, userId, null);
  await queueEmail(tx, userId, "two_factor_disabled", { byAdmin });
  // Reset by an admin: the actor is the admin of the request (the audit log's request context).
  await recordAudit(tx, {
    action: byAdmin ? "auth.2fa.reset" : "auth.2fa.disabled",
    ...(byAdmin ? {} : { actorId: userId }),
    targetType: "user",
    targetId: userId,
  });
}

/** An admin removes another account's second factors (it lost its phone); the owner is emailed. */
export async function resetTwoFactor(db: Db, actorId: number, userId: number): Promise<void> {
  if (actorId === userId) throw forbidden("Turn your own two-factor sign-in off from your profile.", "FORBIDDEN");
  const user = await findUserById(db, userId);
  if (!user) throw notFound("User not found");
  if (!user.twoFactorEnabledAt) throw conflict("This account has no second factor.", undefined, "TWO_FACTOR_NOT_ENABLED");
  await db.transaction((tx) => turnOff(tx, userId, true));
}
