import type { NextFunction, Request, Response } from "express";
import { AppError } from "../lib/app-error";

export const NUL_MESSAGE = "Must not contain a NUL character";
const TOO_DEEP = 32;

/** The path ("field.sub.0") of the first string holding U+0000 in a parsed value, if any. */
export function findNul(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (depth > TOO_DEEP) return path.join(".") || "_"; // deeper than any form: refused rather than searched
  if (typeof value === "string") return value.includes("\u0000") ? path.join(".") || "_" : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === "object" && !Buffer.isBuffer(value)) {
    for (const [key, v] of Object.entries(value)) {
      if (key.includes("\u0000")) return [...path, key.replaceAll("\u0000", "")].join(".");
      const found = findNul(v, [...path, key], depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

export function nulError(part: "body" | "query" | "params" | "path", field: string): AppError {
  const where = part === "body" ? "" : ` (${part})`;
  return new AppError(
    400,
    `Invalid input${where}: ${field === "_" ? "" : `${field}: `}${NUL_MESSAGE}`,
    { [field]: NUL_MESSAGE },
    "INVALID_INPUT",
  );
}

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL that reached a query would be a 500. Every API
 * request is checked once here (body, query string and path, which holds the route params).
 */
export function rejectNul(req: Request, _res: Response, next: NextFunction) {
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(req.path);
  } catch {
    return next(new AppError(400, "Malformed URL", undefined, "INVALID_INPUT"));
  }
  if (decodedPath.includes("\u0000")) return next(nulError("path", "path"));
  const inQuery = findNul(req.query);
  if (inQuery) return next(nulError("query", inQuery));
  const inBody = findNul(req.body);
  if (inBody) return next(nulError("body", inBody));
  next();
}
