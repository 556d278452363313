// The app's side of `npm run db:backup` (server/db/backup.ts): what a request file gets answered
// before the database is open, while the app serves, and once shutdown has begun.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { silentLogger } from "../lib/logger";
import { BACKUP_REFUSED_STARTING, BACKUP_REFUSED_STOPPING, BackupResponder, backupResultFile, dumpFile, requestFile } from "./backup";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes a request file, signals the responder, and reads the answer it left. */
async function ask(responder: BackupResponder, dataDir: string, id: string) {
  fs.writeFileSync(requestFile(dataDir, id), "");
  responder.onSignal();
  await responder.settled();
  expect(fs.existsSync(requestFile(dataDir, id))).toBe(false); // answered once
  return JSON.parse(fs.readFileSync(backupResultFile(dataDir, id), "utf8")) as Record<string, unknown>;
}

describe("the app answering backup requests", () => {
  it("refuses at once while starting and once stopping, and dumps in between", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gsm-backup-"));
    dirs.push(dataDir);
    const responder = new BackupResponder();
    responder.watch(dataDir);

    expect(await ask(responder, dataDir, "0000000000000001")).toEqual({ ok: false, refused: true, error: BACKUP_REFUSED_STARTING });

    responder.serve(async () => new Blob(["dumped"]), silentLogger);
    expect(await ask(responder, dataDir, "0000000000000002")).toEqual({ ok: true, bytes: 6 });
    expect(fs.readFileSync(dumpFile(dataDir, "0000000000000002"), "utf8")).toBe("dumped");

    responder.refuse(BACKUP_REFUSED_STOPPING);
    expect(await ask(responder, dataDir, "0000000000000003")).toEqual({ ok: false, refused: true, error: BACKUP_REFUSED_STOPPING });
    expect(fs.existsSync(dumpFile(dataDir, "0000000000000003"))).toBe(false);
  });

  it("reports a failed dump by a line without the query's values", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gsm-backup-"));
    dirs.push(dataDir);
    const responder = new BackupResponder();
    responder.watch(dataDir);
    const failing = Object.assign(new Error("Failed query: select 1 where x = $1\nparams: secret-value-42"), {
      query: 'select 1 from "users" where x = $1',
      cause: Object.assign(new Error("boom secret-value-42"), { code: "57014" }),
    });
    responder.serve(async () => Promise.reject(failing), silentLogger);
    const answer = await ask(responder, dataDir, "0000000000000004");
    expect(answer).toEqual({ ok: false, error: 'database error (SQLSTATE 57014, query "select users")' });
  });
});
