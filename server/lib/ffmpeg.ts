// ffmpeg and ffprobe (Debian's package) for the HLS transcodes (docs/decisions/016-hls-transcoding.md).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { transcodeSecondsPerVideoMinute } from "./metrics";

export interface FfmpegPaths {
  ffmpegPath: string;
  ffprobePath: string;
}

export const DEFAULT_FFMPEG: FfmpegPaths = { ffmpegPath: "ffmpeg", ffprobePath: "ffprobe" };

/** Thrown when the binary cannot be started (not installed, wrong FFMPEG_PATH). */
export class FfmpegMissingError extends Error {
  constructor(binary: string) {
    super(
      `${binary} is not installed on the server (set FFMPEG_PATH/FFPROBE_PATH or install Debian's ffmpeg): the video is served as uploaded`,
    );
    this.name = "FfmpegMissingError";
  }
}

/**
 * What ffmpeg and ffprobe may open for an input: local files and pipes only (no
 * http, tcp, concat, data or subfile, which a crafted upload such as an HLS playlist would use to
 * reach the network or read other files), and only the containers an upload may be (upload-types.ts:
 * MP4/M4V/MOV, WebM, AVI).
 */
const INPUT_RESTRICTIONS = ["-protocol_whitelist", "file,pipe", "-format_whitelist", "mov,mp4,m4a,3gp,3g2,mj2,matroska,webm,avi"] as const;

/** A message without the server's absolute paths: each is cut to its last part (the file name). */
export function withoutServerPaths(message: string): string {
  return message.replace(
    /(^|[\s'"(=[])((?:[A-Za-z]:)?[\\/](?:[^\s'"()\\/:]+[\\/])*([^\s'"()\\/:]*))/g,
    (all: string, before: string, found: string, last: string) => (found.length <= 1 ? all : `${before}${last || "…"}`),
  );
}

interface RunResult {
  stdout: string;
  stderr: string;
}

/**
 * ffmpeg never outlives the app (docs/decisions/016, "Orphans"). Each runs in its own process
 * group, killed with it when the run times out or the app exits; on Linux it is also started
 * through util-linux's `setpriv --pdeathsig KILL`, so the kernel kills it when the app is killed
 * outright (kill -9, out of memory), which no exit handler sees.
 */
const children = new Set<ChildProcess>();
let deathSignal: boolean | undefined;

function killGroup(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    child.kill("SIGKILL");
  }
}

function canUseDeathSignal(): boolean {
  if (deathSignal === undefined) {
    deathSignal =
      process.platform === "linux" && spawnSync("setpriv", ["--pdeathsig", "KILL", "--", "true"], { stdio: "ignore" }).status === 0;
    process.once("exit", () => children.forEach(killGroup));
  }
  return deathSignal;
}

/**
 * The pids of the ffmpeg and ffprobe runs under way (tests look for orphans with it).
 * @public transcode-orphans.test.ts imports it in a child process, where knip does not look.
 */
export function runningTranscoderPids(): number[] {
  return [...children].flatMap((child) => (child.pid === undefined ? [] : [child.pid]));
}

/** Runs ffmpeg or ffprobe (exported for the tests of orphans; the app uses the functions below). */
export function run(binary: string, args: string[], onStdout?: (chunk: string) => void, timeoutMs = 6 * 3600 * 1000): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const wrapped = canUseDeathSignal();
    const child = wrapped
      ? spawn("setpriv", ["--pdeathsig", "KILL", "--", binary, ...args], { stdio: ["ignore", "pipe", "pipe"], detached: true })
      : spawn(binary, args, { stdio: ["ignore", "pipe", "pipe"], detached: process.platform !== "win32" });
    children.add(child);
    let stdout = "";
    let stderr = "";
    const timer = setTimeout(() => killGroup(child), timeoutMs);
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      if (onStdout) onStdout(chunk);
      else stdout += chunk;
    });
    // Keep the end of stderr: that is where ffmpeg says what went wrong.
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-8000)));
    child.on("error", (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      children.delete(child);
      reject(err.code === "ENOENT" || err.code === "EACCES" ? new FfmpegMissingError(path.basename(binary)) : err);
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      if (code === 0) return resolve({ stdout, stderr });
      // setpriv's own answer when the binary cannot be started (127: not found, 126: not executable).
      if (wrapped && (code === 127 || code === 126) && stderr.includes("setpriv: failed to execute")) {
        return reject(new FfmpegMissingError(path.basename(binary)));
      }
      const last = withoutServerPaths(stderr.trim().split("\n").slice(-3).join(" ")).slice(0, 500);
      reject(new Error(`${path.basename(binary)} failed (${signal ?? `exit ${code}`}): ${last || "no output"}`));
    });
  });
}

/** Whether both binaries run; answers the missing one's message otherwise. */
export async function checkFfmpeg(paths: FfmpegPaths): Promise<{ ok: true } | { ok: false; reason: string }> {
  try {
    await run(paths.ffmpegPath, ["-hide_banner", "-version"], undefined, 10_000);
    await run(paths.ffprobePath, ["-hide_banner", "-version"], undefined, 10_000);
    return { ok: true };
  } catch (err) {
    return { ok: false, reason: (err as Error).message };
  }
}

export interface ProbeResult {
  /** Seconds. */
  duration: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

export async function probeVideo(paths: FfmpegPaths, input: string): Promise<ProbeResult> {
  const { stdout } = await run(paths.ffprobePath, [
    "-v",
    "error",
    "-show_entries",
    "format=duration:stream=codec_type,width,height:stream_tags=rotate:stream_side_data=rotation",
    "-of",
    "json",
    ...INPUT_RESTRICTIONS,
    input,
  ]);
  const info = JSON.parse(stdout) as {
    format?: { duration?: string };
    streams?: {
      codec_type?: string;
      width?: number;
      height?: number;
      tags?: { rotate?: string };
      side_data_list?: { rotation?: number }[];
    }[];
  };
  const video = info.streams?.find((s) => s.codec_type === "video" && s.width && s.height);
  if (!video) throw new Error("the file has no video stream ffmpeg can read");
  const rotation = Math.abs(Number(video.tags?.rotate ?? video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0));
  const turned = rotation === 90 || rotation === 270;
  const duration = Number(info.format?.duration);
  return {
    duration: Number.isFinite(duration) && duration > 0 ? duration : 0,
    width: turned ? video.height! : video.width!,
    height: turned ? video.width! : video.height!,
    hasAudio: !!info.streams?.some((s) => s.codec_type === "audio"),
  };
}

/** The standard rungs; a source between two also gets a rendition at its own height. */
export const LADDER = [240, 360, 480, 720, 1080, 1440, 2160] as const;

export interface Rendition {
  name: string;
  height: number;
  /** Video bit rate, kbit/s. */
  kbps: number;
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/**
 * Renditions from 240p up to the source's height, never above it: every rung of LADDER at or
 * below the source, plus the source's own height when it falls between rungs (a 600p source:
 * 240p, 360p, 480p, 600p). A source under 240p gets one rendition at its own height.
 */
export function renditionsFor(sourceHeight: number): Rendition[] {
  const top = even(Math.min(sourceHeight, 2160));
  const heights: number[] = LADDER.filter((h) => h <= top);
  if (!heights.includes(top)) heights.push(top);
  return heights.map((height) => ({ name: `${height}p`, height, kbps: Math.max(300, Math.round((height * height * 0.0055) / 50) * 50) }));
}

export const SEGMENT_SECONDS = 4;

export interface HlsResult {
  renditions: Rendition[];
  probe: ProbeResult;
}

/**
 * Transcodes `input` into `outDir`: master.m3u8, <rendition>/index.m3u8 + seg_NNN.ts per
 * rendition (H.264 + AAC, 4 s segments starting on key frames), and poster.jpg.
 */
export async function transcodeToHls(
  paths: FfmpegPaths,
  input: string,
  outDir: string,
  onProgress?: (percent: number) => void,
): Promise<HlsResult> {
  const started = process.hrtime.bigint();
  const probe = await probeVideo(paths, input);
  const renditions = renditionsFor(probe.height);
  await fs.promises.mkdir(outDir, { recursive: true });
  const n = renditions.length;
  const filter =
    `[0:v]split=${n}${renditions.map((_, i) => `[s${i}]`).join("")};` +
    renditions.map((r, i) => `[s${i}]scale=-2:${r.height}[v${i}]`).join(";");
  const args = ["-hide_banner", "-nostats", "-loglevel", "error", "-y", ...INPUT_RESTRICTIONS, "-i", input, "-filter_complex", filter];
  renditions.forEach((r, i) => {
    args.push("-map", `[v${i}]`);
    if (probe.hasAudio) args.push("-map", "0:a:0");
    args.push(`-b:v:${i}`, `${r.kbps}k`, `-maxrate:v:${i}`, `${Math.round(r.kbps * 1.1)}k`, `-bufsize:v:${i}`, `${r.kbps * 2}k`);
  });
  args.push("-c:v", "libx264", "-preset", "veryfast", "-pix_fmt", "yuv420p");
  if (probe.hasAudio) args.push("-c:a", "aac", "-b:a", "128k", "-ac", "2");
  args.push(
    "-force_key_frames",
    `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
    "-sc_threshold",
    "0",
    "-f",
    "hls",
    "-hls_time",
    String(SEGMENT_SECONDS),
    "-hls_playlist_type",
    "vod",
    "-hls_flags",
    "independent_segments",
    "-hls_segment_filename",
    path.join(outDir, "%v", "seg_%03d.ts"),
    "-master_pl_name",
    "master.m3u8",
    "-var_stream_map",
    renditions.map((r, i) => (probe.hasAudio ? `v:${i},a:${i},name:${r.name}` : `v:${i},name:${r.name}`)).join(" "),
    "-progress",
    "pipe:1",
    path.join(outDir, "%v", "index.m3u8"),
  );
  let buffered = "";
  await run(paths.ffmpegPath, args, (chunk) => {
    buffered += chunk;
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) {
      // out_time_us (out_time_ms is also microseconds, for historical reasons).
      const match = /^out_time_us=(\d+)/.exec(line);
      if (match && probe.duration > 0 && onProgress) onProgress(Math.min(99, Math.floor((Number(match[1]) / 1e6 / probe.duration) * 100)));
    }
  });
  const at = probe.duration > 2 ? Math.min(1, probe.duration / 3) : 0;
  await run(paths.ffmpegPath, [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-ss",
    String(at),
    ...INPUT_RESTRICTIONS,
    "-i",
    input,
    "-frames:v",
    "1",
    "-vf",
    `scale=-2:${Math.min(720, even(probe.height))}`,
    "-q:v",
    "4",
    path.join(outDir, "poster.jpg"),
  ]);
  // Per minute of video, so long and short uploads compare (a video of unknown length is not counted).
  if (probe.duration > 0) transcodeSecondsPerVideoMinute.observe(Number(process.hrtime.bigint() - started) / 1e9 / (probe.duration / 60));
  return { renditions, probe };
}
