import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_FFMPEG, probeVideo, transcodeToHls, withoutServerPaths } from "./ffmpeg";

// ffmpeg opens local files only, and its failures do not show the server's paths.

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "gsm-ffmpeg-"));
let server: http.Server;
let hits = 0;
let playlist: string;

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    hits += 1;
    res.end("#EXTM3U\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  // The attack's upload: a playlist named like a video, whose segments are fetched from elsewhere.
  playlist = path.join(scratch, "lesson.mp4");
  fs.writeFileSync(playlist, `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10.0,\nhttp://127.0.0.1:${port}/seg.ts\n#EXT-X-ENDLIST\n`);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe("ffmpeg input restrictions", () => {
  it("refuses a playlist that would reach the network, and names no server path", async () => {
    const probe = probeVideo(DEFAULT_FFMPEG, playlist);
    await expect(probe).rejects.toThrow(/ffprobe failed/);
    const message = ((await probe.catch((err: unknown) => err)) as Error).message;
    expect(message).not.toContain(scratch);
    expect(message).toContain("lesson.mp4");
    await expect(transcodeToHls(DEFAULT_FFMPEG, playlist, path.join(scratch, "out"))).rejects.toThrow();
    expect(hits).toBe(0);
  });

  it("still reads an MP4", async () => {
    const clip = path.join(scratch, "clip.mp4");
    execFileSync("ffmpeg", [
      ...["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=12:duration=1"],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", clip],
    ]);
    expect(await probeVideo(DEFAULT_FFMPEG, clip)).toMatchObject({ width: 320, height: 240, hasAudio: false });
  });
});

describe("withoutServerPaths", () => {
  it("keeps file names and drops folders", () => {
    expect(withoutServerPaths("/srv/app/uploads/videos/a1.mp4: Invalid data found")).toBe("a1.mp4: Invalid data found");
    expect(withoutServerPaths("ENOENT: no such file or directory, open '/tmp/x/y/source.mov'")).toBe(
      "ENOENT: no such file or directory, open 'source.mov'",
    );
    expect(withoutServerPaths("Error opening input C:\\data\\up\\v.avi")).toBe("Error opening input v.avi");
    expect(withoutServerPaths("exit 1 / 2 at 12/30")).toBe("exit 1 / 2 at 12/30");
  });
});
