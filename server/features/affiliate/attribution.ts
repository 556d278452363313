import type { Request } from "express";
import { randomBytes } from "node:crypto";
import { AFFILIATE_COOKIE, VISITOR_COOKIE } from "@shared/constants";
import type { Db } from "../../db/client";
import { findActiveEntrepreneurByCode } from "./affiliate.repo";

/** The owner of an affiliate code, only while they are an active entrepreneur (PRODUCT.md §6). */
export async function resolveAffiliate(db: Db, code: string | null | undefined): Promise<{ id: number; code: string } | null> {
  const wanted = code?.trim();
  if (!wanted) return null;
  // Codes are stored in capitals (GSM000042); a link typed in lower case still counts.
  const row = await findActiveEntrepreneurByCode(db, wanted.toUpperCase());
  return row?.code ? { id: row.id, code: row.code } : null;
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
