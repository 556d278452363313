import type { NextFunction, Request, Response } from "express";
import { type z, type ZodType } from "zod";
import { AppError } from "../lib/app-error";

declare module "express-serve-static-core" {
  interface Request {
    /** Parsed request parts, set by validate(). */
    valid: { body?: unknown; query?: unknown; params?: unknown };
  }
}

type Parts = { body?: ZodType; query?: ZodType; params?: ZodType };

/** zod issues -> { "field.path": message } (first message per field). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    out[key] ??= issue.message;
  }
  return out;
}

/** Parses body, query and params with the shared zod schemas; 400 with field errors otherwise. */
export function validate(parts: Parts) {
  return (req: Request, _res: Response, next: NextFunction) => {
    req.valid ??= {};
    for (const part of ["params", "query", "body"] as const) {
      const schema = parts[part];
      if (!schema) continue;
      const result = schema.safeParse(part === "body" ? (req.body ?? {}) : req[part]);
      if (!result.success) {
        const errors = fieldErrors(result.error);
        const [field, message] = Object.entries(errors)[0];
        const where = part === "body" ? "" : ` (${part})`;
        return next(new AppError(400, `Invalid input${where}: ${field === "_" ? "" : `${field}: `}${message}`, errors));
      }
      req.valid[part] = result.data;
    }
    next();
  };
}

/** Typed read of what validate() parsed. */
export function input<S extends ZodType>(req: Request, part: "body" | "query" | "params", _schema: S): z.infer<S> {
  return req.valid[part] as z.infer<S>;
}
