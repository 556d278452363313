// METRICS_PORT as a running process shows it (docs/decisions/033-metrics-prom-client.md): a
// worker serves its metrics on their own port, with the queue, outbox and listener figures, and
// the public port has no /metrics.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startServer, stopServer, type ServerProcess } from "./test/spawn-server";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "gsm-metrics-"));
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server) await stopServer(server, "SIGKILL");
  fs.rmSync(root, { recursive: true, force: true });
});

describe.runIf(!process.env.TEST_DATABASE_URL)("METRICS_PORT", () => {
  it("a worker serves Prometheus metrics on METRICS_PORT and none on PORT", { timeout: 240_000 }, async () => {
    const metricsPort = await freePort();
    server = startServer(
      { DATA_DIR: path.join(root, "data"), UPLOAD_DIR: path.join(root, "uploads"), ROLE: "worker", METRICS_PORT: String(metricsPort) },
      await freePort(),
    );
    const deadline = Date.now() + 180_000;
    let ready = false;
    while (!ready && Date.now() < deadline) {
      if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.stderr()}`);
      ready = await fetch(`${server.url}/api/health/ready`).then(
        (res) => res.status === 200,
        () => false,
      );
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(ready).toBe(true);

    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^change_listener_live\{state="live"\} 1$/m);
    expect(text).toMatch(/^email_outbox_backlog \d+$/m);
    expect(text).toMatch(/^email_outbox_oldest_unsent_age_seconds [\d.e+-]+$/m);
    expect(text).toContain("# TYPE job_queue_jobs gauge");
    expect(text).toContain("# TYPE nodejs_eventloop_lag_seconds gauge");
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
  });
});
