import crypto from "node:crypto";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { passkeys } from "../../db/schema";
import { createTestContext, makeUser, setSettings, signIn, type TestContext } from "../../test/test-app";

// Passkeys (docs/product-rules.md §15, decision 039), with an authenticator made here: a real P-256
// key pair, a 'none' attestation and assertions built byte by byte as a browser would send them.

let ctx: TestContext;
const ORIGIN = "https://academy.example.test";
const RP_ID = "academy.example.test";

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await setSettings(ctx, { enableTwoFactor: false });
});

const b64 = (b: Uint8Array | Buffer) => isoBase64URL.fromBuffer(new Uint8Array(b));
const sha256 = (b: Uint8Array | string) => crypto.createHash("sha256").update(b).digest();
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/** A software authenticator: one credential, its counter, its user handle. */
function makeAuthenticator(rpId = RP_ID, origin = ORIGIN) {
  const { privateKey, publicKey } = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const credentialId = crypto.randomBytes(16);
  let counter = 0;
  let userHandle = "";
  const clientData = (type: string, challenge: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id: b64(credentialId),
    /** The browser's JSON for navigator.credentials.create(options). */
    create(options: { challenge: string; user: { id: string } }) {
      userHandle = options.user.id;
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]);
      const idLen = Buffer.alloc(2);
      idLen.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([0x45]), // user present, user verified, attested credential data
        u32(counter),
        Buffer.alloc(16), // AAGUID
        idLen,
        credentialId,
        Buffer.from(isoCBOR.encode(cose)),
      ]);
      const attestation = new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", new Uint8Array(authData)],
      ]);
      const attestationObject = isoCBOR.encode(attestation as Parameters<typeof isoCBOR.encode>[0]);
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64(clientData("webauthn.create", options.challenge)),
          attestationObject: b64(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
      };
    },
    /** The browser's JSON for navigator.credentials.get(options); `flags` 0x05 = present and verified. */
    get(options: { challenge: string }, { flags = 0x05, advance = 1 } = {}) {
      counter += advance;
      const authData = Buffer.concat([sha256(rpId), Buffer.from([flags]), u32(counter)]);
      const cd = clientData("webauthn.get", options.challenge);
      const signature = crypto.sign("sha256", Buffer.concat([authData, sha256(cd)]), privateKey);
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: "public-key",
        response: { clientDataJSON: b64(cd), authenticatorData: b64(authData), signature: b64(signature), userHandle },
        clientExtensionResults: {},
      };
    },
    setCounter(n: number) {
      counter = n;
    },
  };
}

type Authenticator = ReturnType<typeof makeAuthenticator>;

async function register(agent: request.Agent, authenticator: Authenticator, name = "Laptop") {
  const options = await agent.post("/api/user/passkeys/options").send({});
  expect(options.status).toBe(200);
  return agent.post("/api/user/passkeys").send({ name, credential: authenticator.create(options.body) });
}

async function passkeySignIn(authenticator: Authenticator, opts?: Parameters<Authenticator["get"]>[1]) {
  const agent = request.agent(ctx.built.app);
  const options = await agent.post("/api/login/passkey/options").send({});
  expect(options.status).toBe(200);
  const res = await agent.post("/api/login/passkey").send({ credential: authenticator.get(options.body, opts) });
  return { agent, res, options: options.body };
}

describe("registering a passkey from the profile", () => {
  it("adds a named passkey that the list, GET /api/user and the owner's rename and delete see", async () => {
    const user = await makeUser(ctx);
    const agent = await signIn(ctx, user);
    expect((await agent.get("/api/user/passkeys")).body).toEqual([]);
    const options = await agent.post("/api/user/passkeys/options").send({});
    expect(options.body.rp).toEqual({ id: RP_ID, name: expect.any(String) });
    const auth = makeAuthenticator();
    const created = await agent.post("/api/user/passkeys").send({ name: "  Work laptop ", credential: auth.create(options.body) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Work laptop", lastUsedAt: null });
    expect(JSON.stringify(created.body)).not.toContain("publicKey");
    expect((await agent.get("/api/user")).body.passkeyCount).toBe(1);

    const renamed = await agent.patch(`/api/user/passkeys/${created.body.id}`).send({ name: "Phone" });
    expect(renamed.body.name).toBe("Phone");
    expect((await agent.get("/api/user/passkeys")).body).toEqual([expect.objectContaining({ id: created.body.id, name: "Phone" })]);

    expect((await agent.delete(`/api/user/passkeys/${created.body.id}`)).status).toBe(204);
    expect((await agent.get("/api/user")).body.passkeyCount).toBe(0);
  });

  it("uses a challenge once: a second answer to it is refused", async () => {
    const agent = await signIn(ctx, await makeUser(ctx));
    const options = await agent.post("/api/user/passkeys/options").send({});
    const first = await agent.post("/api/user/passkeys").send({ name: "A", credential: makeAuthenticator().create(options.body) });
    expect(first.status).toBe(201);
    const again = await agent.post("/api/user/passkeys").send({ name: "B", credential: makeAuthenticator().create(options.body) });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("PASSKEY_CHALLENGE_MISSING");
    expect((await agent.get("/api/user/passkeys")).body).toHaveLength(1);
  });

  it("refuses an answer made for another site, and one with no challenge asked", async () => {
    const agent = await signIn(ctx, await makeUser(ctx));
    const none = await agent
      .post("/api/user/passkeys")
      .send({ name: "A", credential: makeAuthenticator().create({ challenge: "abc", user: { id: "x" } }) });
    expect(none.body.code).toBe("PASSKEY_CHALLENGE_MISSING");
    const options = await agent.post("/api/user/passkeys/options").send({});
    const phishing = await agent
      .post("/api/user/passkeys")
      .send({ name: "A", credential: makeAuthenticator("evil.example", "https://evil.example").create(options.body) });
    expect(phishing.status).toBe(400);
    expect(phishing.body.code).toBe("PASSKEY_INVALID");
    expect((await agent.get("/api/user/passkeys")).body).toEqual([]);
  });

  it("refuses bad input: a NUL in the name, a wrong type, an oversize value, a stranger's passkey", async () => {
    const owner = await signIn(ctx, await makeUser(ctx));
    const created = await register(owner, makeAuthenticator());
    const other = await signIn(ctx, await makeUser(ctx));
    expect((await other.patch(`/api/user/passkeys/${created.body.id}`).send({ name: "Mine" })).status).toBe(404);
    expect((await other.delete(`/api/user/passkeys/${created.body.id}`)).status).toBe(404);
    for (const name of ["a\u0000b", 12, "x".repeat(61), ""]) {
      const res = await owner.patch(`/api/user/passkeys/${created.body.id}`).send({ name });
      expect(res.status).toBe(400);
      expect(res.body.code).toBeTypeOf("string");
    }
    expect((await owner.patch("/api/user/passkeys/abc").send({ name: "x" })).status).toBe(400);
    const huge = await owner
      .post("/api/user/passkeys")
      .send({ name: "A", credential: { id: "a".repeat(20_000), rawId: "a", type: "public-key", response: {} } });
    expect(huge.status).toBe(400);
    expect((await owner.get("/api/user/passkeys")).body).toEqual([expect.objectContaining({ name: "Laptop" })]);
  });
});

describe("signing in with a passkey", () => {
  it("signs in without a password, on a fresh session id, with both factors", async () => {
    const user = await makeUser(ctx);
    const auth = makeAuthenticator();
    expect((await register(await signIn(ctx, user), auth)).status).toBe(201);

    const agent = request.agent(ctx.built.app);
    const options = await agent.post("/api/login/passkey/options").send({});
    const cookieBefore = options.headers["set-cookie"]?.[0]?.split(";")[0];
    const res = await agent.post("/api/login/passkey").send({ credential: auth.get(options.body) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, username: user.username, passkeyCount: 1 });
    expect(res.headers["set-cookie"]?.[0]?.split(";")[0]).not.toBe(cookieBefore);
    expect((await agent.get("/api/user")).body.id).toBe(user.id);
    const [row] = await ctx.db.select().from(passkeys).where(eq(passkeys.credentialId, auth.id));
    expect(row!.counter).toBe(1);
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it("refuses a replayed assertion, a counter that went back, no user verification, an unknown key", async () => {
    const user = await makeUser(ctx);
    const auth = makeAuthenticator();
    await register(await signIn(ctx, user), auth);
    const first = await passkeySignIn(auth);
    expect(first.res.status).toBe(200);

    // The same answer again, to a new challenge of another session: the challenge differs.
    const agent = request.agent(ctx.built.app);
    await agent.post("/api/login/passkey/options").send({});
    const replay = await agent.post("/api/login/passkey").send({ credential: auth.get(first.options, { advance: 1 }) });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe("PASSKEY_INVALID");
    expect((await agent.get("/api/user")).status).toBe(401);

    auth.setCounter(0); // a cloned authenticator behind the stored counter
    const cloned = await passkeySignIn(auth);
    expect(cloned.res.status).toBe(401);

    auth.setCounter(10);
    const unverified = await passkeySignIn(auth, { flags: 0x01 });
    expect(unverified.res.status).toBe(401);

    const stranger = await passkeySignIn(makeAuthenticator());
    expect(stranger.res.status).toBe(401);
    expect(stranger.res.body.code).toBe("PASSKEY_INVALID");
  });

  it("refuses a second answer to one challenge, and an expired one", async () => {
    const user = await makeUser(ctx);
    const auth = makeAuthenticator();
    await register(await signIn(ctx, user), auth);
    const agent = request.agent(ctx.built.app);
    const options = await agent.post("/api/login/passkey/options").send({});
    const wrong = await agent.post("/api/login/passkey").send({ credential: makeAuthenticator().get(options.body) });
    expect(wrong.status).toBe(401);
    const after = await agent.post("/api/login/passkey").send({ credential: auth.get(options.body) });
    expect(after.status).toBe(400);
    expect(after.body.code).toBe("PASSKEY_CHALLENGE_MISSING");

    const late = request.agent(ctx.built.app);
    const lateOptions = await late.post("/api/login/passkey/options").send({});
    ctx.clock.set(new Date(Date.now() + 6 * 60 * 1000));
    try {
      const res = await late.post("/api/login/passkey").send({ credential: auth.get(lateOptions.body) });
      expect(res.body.code).toBe("PASSKEY_CHALLENGE_MISSING");
    } finally {
      ctx.clock.set(null);
    }
  });
});

describe("a passkey as an admin's second factor", () => {
  it("satisfies enableTwoFactor, and its last one cannot be deleted while it is the only factor", async () => {
    const admin = await makeUser(ctx, { role: "admin" });
    const auth = makeAuthenticator();
    const agent = await signIn(ctx, admin);
    const created = await register(agent, auth);
    expect(created.status).toBe(201);
    // Turning the setting on needs the admin's own second factor: a passkey is one.
    expect((await agent.patch("/api/admin/settings").send({ enableTwoFactor: true })).status).toBe(200);

    const { agent: viaPasskey, res } = await passkeySignIn(auth);
    expect(res.status).toBe(200);
    expect((await viaPasskey.get("/api/admin/settings")).status).toBe(200);

    const refused = await viaPasskey.delete(`/api/user/passkeys/${created.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("LAST_SECOND_FACTOR");
    expect((await viaPasskey.get("/api/user/passkeys")).body).toHaveLength(1);

    await setSettings(ctx, { enableTwoFactor: false });
    expect((await viaPasskey.delete(`/api/user/passkeys/${created.body.id}`)).status).toBe(204);
  });
});
