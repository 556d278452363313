import type { Request } from "express";
import { randomBytes } from "node:crypto";
import { AFFILIATE_COOKIE, VISITOR_COOKIE } from "@shared/constants";
import type { Db } from "../../db/client";
import { findActiveEntrepreneurByCode } from "./affiliate.repo";
import { isLinkVisitor } from "./link-visitors.repo";

/** The owner of an affiliate code, only while they are an active entrepreneur (docs/product-rules.md §6). */
export async function resolveAffiliate(db: Db, code: string | null | undefined): Promise<{ id: number; code: string } | null> {
  const wanted = code?.trim();
  if (!wanted) return null;
  // Codes are stored in capitals (GSM000042); a link typed in lower case still counts.
  const row = await findActiveEntrepreneurByCode(db, wanted.toUpperCase());
  return row?.code ? { id: row.id, code: row.code } : null;
}

/**
 * The first of `candidates` (gsm_vid ids) that visited the entrepreneur's links, else null: the
 * link visitor a sign-up or a purchase attributed to them came from. The dashboard's rates count
 * only these, so each is a share of the entrepreneur's own link visitors (docs/product-rules.md §6).
 */
export async function linkVisitorOf(
  db: Db,
  entrepreneurId: number,
  candidates: ReadonlyArray<string | null | undefined>,
): Promise<string | null> {
  for (const visitorId of new Set(candidates)) {
    if (visitorId && (await isLinkVisitor(db, entrepreneurId, visitorId))) return visitorId;
  }
  return null;
}

/**
 * Who referred a sign-up: the active entrepreneur of the gsm_ref cookie left by a visit through
 * their link, and that visit's browser when it is one of their link visitors.
 */
export async function signUpReferral(
  db: Db,
  cookies: { code: string | null; visitorId: string | null },
): Promise<{ referredById: number | null; signupVisitorId: string | null }> {
  const referrer = await resolveAffiliate(db, cookies.code);
  if (!referrer) return { referredById: null, signupVisitorId: null };
  return { referredById: referrer.id, signupVisitorId: await linkVisitorOf(db, referrer.id, [cookies.visitorId]) };
}

/** The gsm_ref cookie set by an affiliate visit, if any. */
export function readAffiliateCookie(req: Request): string | null {
  return readCookie(req, AFFILIATE_COOKIE.name, /^[A-Za-z0-9_-]{1,32}$/);
}

/** The gsm_vid cookie naming the visiting browser, if any (see newVisitorId). */
export function readVisitorCookie(req: Request): string | null {
  return readCookie(req, VISITOR_COOKIE.name, /^[a-f0-9]{32}$/);
}

/** A random id for a browser that follows an affiliate link for the first time. */
export function newVisitorId(): string {
  return randomBytes(16).toString("hex");
}

function readCookie(req: Request, wanted: string, shape: RegExp): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === wanted) {
      try {
        const value = decodeURIComponent(rest.join("=")).trim();
        return shape.test(value) ? value : null;
      } catch {
        return null;
      }
    }
  }
  return null;
}
