// What a killed process leaves of a transcode (docs/decisions/016, "Orphans"): its chapter is taken
// over after about a minute and a half, its work folder is removed, and its ffmpeg dies with it.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChapter, makeCourse } from "../../test/course-factories";
import { createTestContext, type TestContext } from "../../test/test-app";
import { claimNextTranscode, STALE_PROCESSING_MS, TRANSCODE_HEARTBEAT_MS } from "./video-transcode.repo";
import { removeStaleTranscodeFolders } from "./video-transcode.service";

let ctx: TestContext;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "gsm-orphans-"));
const strays: number[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  for (const pid of strays) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  await ctx?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

async function until(check: () => boolean, ms = 30_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Gone, or dead and waiting for its new parent to reap it. */
function ended(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z");
  } catch {
    return true;
  }
}

describe("a transcode whose process was killed", () => {
  it("is taken over by another process after about a minute and a half without a heartbeat", async () => {
    expect(STALE_PROCESSING_MS).toBeLessThanOrEqual(90_000);
    expect(TRANSCODE_HEARTBEAT_MS * 3).toBeLessThan(STALE_PROCESSING_MS);
    const course = await makeCourse(ctx);
    const at = new Date();
    const chapter = await makeChapter(ctx, course.id, {
      videoFile: "/uploads/videos/lesson.mp4",
      videoStatus: "processing",
      videoJob: "dead-run",
      videoStatusAt: at,
    });
    expect(await claimNextTranscode(ctx.db, "next-run", new Date(at.getTime() + STALE_PROCESSING_MS - 1000))).toBeUndefined();
    const taken = await claimNextTranscode(ctx.db, "next-run", new Date(at.getTime() + STALE_PROCESSING_MS + 1000));
    expect(taken).toMatchObject({ id: chapter.id, videoStatus: "processing", videoJob: "next-run" });
  });

  it("leaves a work folder that the next run removes, keeping those of runs still alive", async () => {
    const course = await makeCourse(ctx);
    await makeChapter(ctx, course.id, {
      videoFile: "/uploads/videos/live.mp4",
      videoStatus: "processing",
      videoJob: "live-run",
      videoStatusAt: new Date(),
    });
    const tmp = path.join(ctx.uploadDir, "tmp");
    for (const name of ["transcode-live-run", "transcode-dead-run", "upload-in-progress"]) {
      fs.mkdirSync(path.join(tmp, name, "out"), { recursive: true });
      fs.writeFileSync(path.join(tmp, name, "out", "seg_000.ts"), "x");
    }
    expect(await removeStaleTranscodeFolders({ db: ctx.db, uploadDir: ctx.uploadDir })).toBe(1);
    expect(fs.readdirSync(tmp).sort()).toEqual(["transcode-live-run", "upload-in-progress"]);
  });
});

/** A process that starts a long ffmpeg through server/lib/ffmpeg.ts, prints its pid, then `then`. */
function startProgram(then: string) {
  const file = path.join(scratch, `program-${Math.random().toString(36).slice(2)}.ts`);
  const ffmpegModule = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../lib/ffmpeg.ts");
  fs.writeFileSync(
    file,
    `import { run, runningTranscoderPids } from ${JSON.stringify(ffmpegModule)};
     void run("ffmpeg", ["-nostdin", "-hide_banner", "-loglevel", "error", "-re", "-f", "lavfi", "-i",
       "testsrc=size=32x32:rate=2:duration=600", "-f", "null", "-"]).catch(() => undefined);
     setTimeout(() => process.stdout.write("pid " + runningTranscoderPids()[0] + "\\n", () => { ${then} }), 500);
     setInterval(() => undefined, 1000);`,
  );
  const child = spawn(process.execPath, ["--import", "tsx", file], { stdio: ["ignore", "pipe", "inherit"], cwd: process.cwd() });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const closed = new Promise((resolve) => child.once("close", resolve));
  const pid = async () => {
    await until(() => /pid \d+/.test(out));
    const found = Number(/pid (\d+)/.exec(out)![1]);
    strays.push(found);
    return found;
  };
  return { child, pid, closed };
}

describe.runIf(process.platform === "linux")("an ffmpeg run", () => {
  it("ends when the app is killed outright (kill -9)", { timeout: 60_000 }, async () => {
    const program = startProgram("");
    const pid = await program.pid();
    expect(ended(pid)).toBe(false);
    program.child.kill("SIGKILL");
    await until(() => ended(pid));
  });

  it("ends when the app exits", { timeout: 60_000 }, async () => {
    const program = startProgram("process.exit(0);");
    const pid = await program.pid();
    await program.closed;
    await until(() => ended(pid));
  });
});
