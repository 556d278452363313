// docs/deploying.md "Data encryption key": production starts without DATA_ENCRYPTION_KEY while no
// secret is stored, and refuses to start once one is (the secrets could not be read).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/client";
import { parseEncryptionKey, resolveDataCipher } from "./lib/data-encryption";
import { ConfigError, readEnv } from "./lib/env";
import { scaled } from "./test/timeout-scale";
import { builtServer, freePort, startServer, stopServer, waitUntilHealthy, type ServerProcess } from "./test/spawn-server";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "gsm-data-key-"));
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) await stopServer(server, "SIGKILL");
  fs.rmSync(root, { recursive: true, force: true });
});

describe("DATA_ENCRYPTION_KEY in the environment", () => {
  it("is 32 bytes in base64, or the start is refused with its name", () => {
    const key = crypto.randomBytes(32).toString("base64");
    expect(readEnv({ DATA_ENCRYPTION_KEY: key }).DATA_ENCRYPTION_KEY).toBe(key);
    expect(() => readEnv({ DATA_ENCRYPTION_KEY: "too-short" })).toThrow(ConfigError);
    expect(() => readEnv({ DATA_ENCRYPTION_KEY: crypto.randomBytes(16).toString("base64") })).toThrow(
      /^DATA_ENCRYPTION_KEY must be 32 random bytes/,
    );
    expect(() => readEnv({ DATA_ENCRYPTION_OLD_KEYS: `${key},nope` })).toThrow(/DATA_ENCRYPTION_OLD_KEYS/);
  });

  it("outside production, a key is generated once in DATA_DIR and kept", () => {
    const dataDir = path.join(root, "dev");
    const first = resolveDataCipher({ production: false, dataDir })!;
    const stored = first.encrypt("secret");
    const again = resolveDataCipher({ production: false, dataDir })!;
    expect(again.decrypt(stored)).toBe("secret");
    expect(parseEncryptionKey(fs.readFileSync(path.join(dataDir, ".data-encryption-key"), "utf8"))).not.toBeNull();
    expect(resolveDataCipher({ production: true, dataDir })).toBeNull();
    // A damaged key file is never replaced (what it encrypted would be lost).
    fs.writeFileSync(path.join(dataDir, ".data-encryption-key"), "damaged");
    expect(() => resolveDataCipher({ production: false, dataDir })).toThrow(/does not hold a key/);
  });
});

describe.runIf(!process.env.TEST_DATABASE_URL)("production start", () => {
  it("starts without the key while no secret is stored, and refuses once one is", { timeout: scaled(300_000) }, async () => {
    // A stand-in client build beside this run's server build (production serves the SPA).
    const built = builtServer();
    const clientBuild = path.join(path.dirname(path.dirname(built)), "public");
    fs.mkdirSync(clientBuild, { recursive: true });
    fs.writeFileSync(path.join(clientBuild, "index.html"), "<!doctype html><title>GSM Academy</title>");
    const dataDir = path.join(root, "prod", "data");
    const env = {
      NODE_ENV: "production",
      SESSION_SECRET: "0123456789abcdef".repeat(3),
      PUBLIC_URL: "https://academy.example.test",
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(root, "prod", "uploads"),
    };
    const first = startServer(env, await freePort());
    running.push(first);
    await waitUntilHealthy(first);
    expect(await stopServer(first)).toBe(0);

    // An account set up two-factor sign-in (on a server that had the key).
    const database = await openDatabase({ dataDir });
    const {
      rows: [user],
    } = await database.executeSql(
      "INSERT INTO users (username, email, password_hash) VALUES ('keyed', 'keyed@example.test', 'x') RETURNING id",
    );
    await database.executeSql("INSERT INTO two_factor_secrets (user_id, secret) VALUES ($1, 'v1.00000000.a.b.c')", [
      (user as { id: number }).id,
    ]);
    await database.close();

    const refused = startServer(env, await freePort());
    running.push(refused);
    expect(await refused.exited).toBe(1);
    expect(refused.stderr()).toContain("GSM Academy cannot start: DATA_ENCRYPTION_KEY must be set");

    const keyed = startServer({ ...env, DATA_ENCRYPTION_KEY: crypto.randomBytes(32).toString("base64") }, await freePort());
    running.push(keyed);
    await waitUntilHealthy(keyed);
    expect(await stopServer(keyed)).toBe(0);
  });
});
