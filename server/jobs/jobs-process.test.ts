// A database restart never ends the process (docs/decisions/007, "Our own worker loops"): the real
// server on PostgreSQL, its every connection terminated again and again while its jobs poll, run
// and record (pg_terminate_backend is what a PostgreSQL restart does to them).
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { builtServer, freePort, startServer, stopServer, waitUntilHealthy, type ServerProcess } from "../test/spawn-server";

const adminUrl = process.env.TEST_DATABASE_URL;
const name = `gsm_blips_${process.pid}`;
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server) await stopServer(server, "SIGKILL");
  if (!adminUrl) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

describe.runIf(adminUrl)("database restarts under a running process", () => {
  it("leave it running and answering, with every failure handled where it happened", { timeout: 300_000 }, async () => {
    builtServer();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      server = startServer({ DATABASE_URL: url.toString(), LOG_LEVEL: "info" }, await freePort());
      await waitUntilHealthy(server);
      let ended = false;
      void server.exited.then(() => (ended = true));
      for (let round = 0; round < 8; round++) {
        const { rows } = await admin.query<{ n: string }>(
          "SELECT count(pg_terminate_backend(pid))::text AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
          [name],
        );
        expect(Number(rows[0].n)).toBeGreaterThan(0);
        // Back to answering after each blip (the pool reconnects); the jobs keep polling meanwhile.
        await waitUntilHealthy(server, 60_000);
        expect(ended).toBe(false);
        if (round === 0) {
          // The first blip came while the job queue was starting, or just after: it started anyway.
          const end = Date.now() + 120_000;
          while (!server.stdout().includes("GSM Academy is running") && !ended && Date.now() < end) {
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          expect(server.stdout()).toContain("GSM Academy is running");
        }
      }
      const logged = server
        .stdout()
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { msg: string });
      expect(logged.some((line) => line.msg === "database ready")).toBe(true);
      expect(logged.filter((line) => line.msg.startsWith("unhandled promise rejection"))).toEqual([]);
    } finally {
      await admin.end();
    }
  });
});
