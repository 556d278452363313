import type { Db } from "../db/client";
import { runTestSubscriptionRenewals } from "../features/payments";
import type { SettingsService } from "../features/platform/settings.service";
import type { Logger } from "../lib/logger";
import { runMaintenance } from "../maintenance";
import { Jobs, type ExecuteSql, type JobsOptions } from "./jobs";

export const JOB_NAMES = {
  renewals: "payments.test-renewals",
  maintenance: "maintenance.sweeps",
} as const;

export interface PlatformJobsDeps {
  db: Db;
  executeSql: ExecuteSql;
  settings: SettingsService;
  logger: Logger;
  uploadDir: string;
  /** The built-in test provider is billed here; Stripe bills renewals itself. */
  billTestSubscriptions: boolean;
}

/** The platform's background work (PRODUCT.md §9), started by server/index.ts. */
export async function startPlatformJobs(deps: PlatformJobsDeps, options: JobsOptions = {}): Promise<Jobs> {
  const jobs = new Jobs(deps.executeSql, deps.logger, options);
  if (deps.billTestSubscriptions) {
    // Hourly, and once at start, as before: the run bills what falls due in the next two hours.
    jobs.define({ name: JOB_NAMES.renewals, cron: "5 * * * *", runAtStart: true, run: () => runTestSubscriptionRenewals(deps) });
  }
  jobs.define({ name: JOB_NAMES.maintenance, cron: "35 * * * *", runAtStart: true, run: () => runMaintenance(deps) });
  await jobs.start();
  if (!deps.billTestSubscriptions) await jobs.unschedule(JOB_NAMES.renewals);
  return jobs;
}
