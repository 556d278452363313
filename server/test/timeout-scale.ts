// One factor for every time limit of the tests (vitest.config.ts, playwright.config.ts, the
// spawned-process tests): TEST_TIMEOUT_SCALE when set, otherwise the machine's load per core,
// between 1 and 4. A contributor's laptop busy with a video call, or this project's shared
// two-core machine, then gets longer limits instead of failures that pass when run again.
import os from "node:os";

const MAX_AUTO_SCALE = 4;

/** The load average per core, the higher of the 1- and 5-minute figures (0 where the OS has none). */
export function loadPerCore(): number {
  const [one, five] = os.loadavg();
  return Math.max(one, five) / os.availableParallelism();
}

/**
 * The factor, read once in the process that loads a config and handed to its workers through
 * the environment, so that every worker of one run uses the same limits.
 */
export function timeoutScale(): number {
  const given = Number(process.env.TEST_TIMEOUT_SCALE);
  if (Number.isFinite(given) && given > 0) return given;
  const scale = Math.round(Math.min(MAX_AUTO_SCALE, Math.max(1, loadPerCore())) * 10) / 10;
  process.env.TEST_TIMEOUT_SCALE = String(scale);
  return scale;
}

/** A time limit in milliseconds, multiplied by the scale. */
export function scaled(ms: number): number {
  return Math.round(ms * timeoutScale());
}
