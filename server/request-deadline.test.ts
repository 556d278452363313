import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BuiltApp } from "./app";
import { createTestContext, makeUser, signIn, type TestContext } from "./test/test-app";
import { scaled } from "./test/timeout-scale";

// docs/product-rules.md §14: a slow anonymous connection is answered or dropped
// within the deadline; only a caller who may upload gets the long one; a declared Content-Length
// over a route's limit is refused before the body is read.

let ctx: TestContext;
let built: BuiltApp;
let server: http.Server;
let port: number;
const DEADLINE = scaled(800);

beforeAll(async () => {
  ctx = await createTestContext();
  built = ctx.makeApp({ requestDeadlineMs: DEADLINE, uploadLimits: { image: 64 * 1024 } });
  server = http.createServer(built.app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

/** Sends `head` (and `body`, if any) on a raw connection and collects what comes back until the server closes it. */
function rawRequest(head: string, body = ""): Promise<{ text: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1", () => socket.write(head + body));
    let text = "";
    socket.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve({ text, closedAfterMs: Date.now() - started }));
  });
}

describe("request deadlines", () => {
  it("answers 408 REQUEST_TIMEOUT to a sign-in whose body trickles, and closes the connection", async () => {
    const head = "POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n";
    const { text, closedAfterMs } = await rawRequest(head, '{"username":"a');
    expect(text).toMatch(/^HTTP\/1.1 408/);
    expect(text).toContain('"code":"REQUEST_TIMEOUT"');
    expect(closedAfterMs).toBeGreaterThanOrEqual(DEADLINE - 50);
  });

  it("keeps the short deadline on an upload route for an anonymous caller (refused before any upload)", async () => {
    const head = "POST /api/upload/video HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n";
    const { text } = await rawRequest(head, "{");
    expect(text).toMatch(/^HTTP\/1.1 408/);
  });

  it("refuses a declared Content-Length over the route's limit with 413 TOO_LARGE before reading the body", async () => {
    const head = `POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n`;
    const { text, closedAfterMs } = await rawRequest(head);
    expect(text).toMatch(/^HTTP\/1.1 413/);
    expect(text).toContain('"code":"TOO_LARGE"');
    expect(closedAfterMs).toBeLessThan(DEADLINE);
  });

  it("refuses an upload declared over its limit at once, and gives a permitted upload more than the short deadline", async () => {
    const admin = await makeUser(ctx, { role: "admin" });
    const agent = await signIn(ctx, admin, built);
    const cookie = (await agent.get("/api/user")).request.cookies as unknown as string;
    const boundary = "xBOUNDARYx";
    const headFor = (length: number) =>
      `POST /api/upload/image HTTP/1.1\r\nHost: x\r\nCookie: ${cookie}\r\nX-Requested-With: fetch\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n`;
    const big = await rawRequest(headFor(64 * 1024 + 200 * 1024));
    expect(big.text).toMatch(/^HTTP\/1.1 413/);
    expect(big.text).toContain('"code":"TOO_LARGE"');

    // A slow permitted upload: still open after the short deadline, then answered once it ends.
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
    const partHead = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    const length = Buffer.byteLength(partHead) + png.length + Buffer.byteLength(tail);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () => socket.write(headFor(length) + partHead));
      let text = "";
      socket.setEncoding("utf8").on("data", (chunk: string) => {
        text += chunk;
        if (text.includes("\r\n\r\n")) socket.end();
      });
      socket.on("error", reject);
      socket.on("close", () => resolve(text));
      setTimeout(() => {
        expect(text).toBe(""); // nothing answered, nothing closed past the short deadline
        socket.write(Buffer.concat([png, Buffer.from(tail)]));
      }, DEADLINE * 2);
    });
    expect(answer).not.toMatch(/^HTTP\/1.1 408/);
    expect(answer).toMatch(/^HTTP\/1.1 (201|400|415)/);
  });
});
