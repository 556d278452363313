import { DEFAULT_PLATFORM_SETTINGS, platformSettingsSchema, type PlatformSettings } from "@shared/schemas/settings";
import type { Db } from "../../db/client";
import { readSettingsRow } from "./settings.repo";

/**
 * Platform settings with a short per-process cache: every request may consult them (maintenance
 * mode, session length), and several processes may run, so a change reaches the others within
 * a couple of seconds. A write through this service refreshes this process at once.
 */
export class SettingsService {
  private cached?: { at: number; value: PlatformSettings };

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 2000,
  ) {}

  async get(): Promise<PlatformSettings> {
    if (this.cached && Date.now() - this.cached.at < this.ttlMs) return this.cached.value;
    const row = await readSettingsRow(this.db);
    const value = parseStored(row?.values ?? {});
    this.cached = { at: Date.now(), value };
    return value;
  }

  invalidate() {
    this.cached = undefined;
  }
}

/** Stored values merged over the defaults; a stored value that no longer validates falls back. */
export function parseStored(values: Record<string, unknown>): PlatformSettings {
  const whole = platformSettingsSchema.safeParse(values);
  if (whole.success) return whole.data;
  const merged: Record<string, unknown> = { ...DEFAULT_PLATFORM_SETTINGS };
  const shape = platformSettingsSchema.shape as Record<string, { safeParse(v: unknown): { success: boolean; data?: unknown } }>;
  for (const [key, value] of Object.entries(values)) {
    const field = shape[key]?.safeParse(value);
    if (field?.success) merged[key] = field.data;
  }
  return merged as PlatformSettings;
}
