// A small JSON-lines logger. Callers pass structured fields; request bodies, SQL parameters,
// session ids and tokens are never logged (see describeError), so no password, hash or note text
// can reach a log line. Lines written while a request is handled carry its requestId.
import { format, stripVTControlCharacters } from "node:util";
import { currentJob, currentRequestId } from "./request-context";

type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function createLogger(
  level: Level | "silent" = "info",
  write: (line: string) => void = (l) => process.stdout.write(l + "\n"),
): Logger {
  const log = (at: Level) => (msg: string, fields?: Record<string, unknown>) => {
    if (order[at] < order[level]) return;
    write(jsonLine(at, msg, fields));
  };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}

export const silentLogger: Logger = createLogger("silent");

/** One log line: JSON, with the request's id when written while a request is handled. */
function jsonLine(level: Level, msg: string, fields?: Record<string, unknown>): string {
  const requestId = currentRequestId();
  const job = currentJob();
  return JSON.stringify({ time: new Date().toISOString(), level, msg, ...(requestId ? { requestId } : {}), ...job, ...fields });
}

type ConsoleMethod = "log" | "info" | "debug" | "warn" | "error";

/**
 * Makes every line the process writes JSON: what libraries print on their own (the AWS SDK's
 * `console.warn` and `process.emitWarning`, pg's deprecation warnings, Vite's notices) and the
 * process's own start-up lines go out as log lines, colours stripped. `console.warn` and
 * `console.error` still write to stderr, the rest to stdout; every line is written whatever
 * LOG_LEVEL says (a start-up failure must be seen). Node prints process warnings itself, as plain
 * text: that printer is replaced by a JSON line (`event: "process_warning"`). Returns the undo.
 */
export function routeConsoleToJson(
  options: { target?: Console; proc?: NodeJS.EventEmitter; out?: (line: string) => void; err?: (line: string) => void } = {},
): () => void {
  const target = options.target ?? console;
  const proc = options.proc ?? process;
  const out = options.out ?? ((line: string) => void process.stdout.write(line + "\n"));
  const err = options.err ?? ((line: string) => void process.stderr.write(line + "\n"));
  const saved = (["log", "info", "debug", "warn", "error"] as const).map((name) => [name, target[name]] as const);
  const route =
    (level: Level, write: (line: string) => void) =>
    (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const text = stripVTControlCharacters(format(...args.filter((arg) => arg !== error))).trim();
      write(jsonLine(level, text || (error ? errorLine(error) : ""), error ? describeError(error) : undefined));
    };
  const routes: Record<ConsoleMethod, (...args: unknown[]) => void> = {
    log: route("info", out),
    info: route("info", out),
    debug: route("debug", out),
    warn: route("warn", err),
    error: route("error", err),
  };
  Object.assign(target, routes);
  const printers = proc.listeners("warning") as Array<(warning: Error) => void>;
  proc.removeAllListeners("warning");
  const onWarning = (warning: Error & { code?: string }) =>
    err(
      jsonLine("warn", stripVTControlCharacters(warning.message).trim(), {
        event: "process_warning",
        warning: warning.name,
        ...(warning.code ? { code: warning.code } : {}),
      }),
    );
  proc.on("warning", onWarning);
  return () => {
    for (const [name, method] of saved) target[name] = method;
    proc.off("warning", onWarning);
    for (const printer of printers) proc.on("warning", printer);
  };
}

/**
 * What may be logged of an error. Drizzle's message holds the query's parameters ("Failed query:
 * ... params: ..."), and PostgreSQL's `detail` quotes row values: a database error is logged by
 * its SQLSTATE code and the query's name (its statement kind and first table), never its values.
 */
export function describeError(err: unknown): Record<string, unknown> {
  const chain: Array<Record<string, unknown>> = [];
  let e = err as Record<string, unknown> | undefined;
  for (let i = 0; e && typeof e === "object" && i < 4; i++) {
    chain.push(e);
    e = e.cause as Record<string, unknown> | undefined;
  }
  // SQLSTATEs are five characters with digits ("23505", "57P01"); Node's "EPERM" is not one.
  const pg = chain.find((c) => typeof c.code === "string" && /^[0-9A-Z]{5}$/.test(c.code as string) && /\d/.test(c.code as string));
  const query = chain.find((c) => typeof c.query === "string")?.query as string | undefined;
  if (pg || query) {
    return {
      error: "database error",
      ...(pg ? { dbCode: pg.code, ...(typeof pg.constraint === "string" ? { constraint: pg.constraint } : {}) } : {}),
      ...(query ? { query: queryName(query) } : {}),
    };
  }
  const first = chain[0] as { name?: string; message?: string; stack?: string } | undefined;
  return { error: first?.name ?? "Error", message: first?.message, stack: first?.stack };
}

/** "select … from "users" where …" -> "select users": enough to find the query, no values. */
export function queryName(query: string): string {
  const kind = query.trim().split(/\s+/)[0]?.toLowerCase() ?? "query";
  const table = /\b(?:from|into|update|join)\s+"?([a-z_][a-z0-9_]*)"?/i.exec(query)?.[1];
  return table ? `${kind} ${table}` : kind;
}

/**
 * describeError as one line for a person to read (an email's stored lastError, a start-up failure
 * on stderr): a database error by its SQLSTATE, constraint and query name, anything else by the
 * first line of its message. Never the query's values.
 */
export function errorLine(err: unknown): string {
  const described = describeError(err);
  if (described.error === "database error") {
    const parts = [
      described.dbCode ? `SQLSTATE ${String(described.dbCode)}` : undefined,
      described.constraint ? `constraint ${String(described.constraint)}` : undefined,
      described.query ? `query "${String(described.query)}"` : undefined,
    ].filter(Boolean);
    return parts.length ? `database error (${parts.join(", ")})` : "database error";
  }
  const message = typeof described.message === "string" ? described.message.split("\n")[0]!.trim() : "";
  const name = String(described.error);
  if (!message) return name;
  return name === "Error" ? message : `${name}: ${message}`;
}
