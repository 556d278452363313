import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";

/** What every log line of a request carries, without passing it through every call. */
export interface RequestContext {
  requestId: string;
  /** The client's address (behind the trusted proxies) and the signed-in user: for the audit log. */
  ip?: string;
  userId?: number;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

/** The same for a background job's run (server/jobs/jobs.ts): its queue and job id. */
export interface JobContext {
  job: string;
  jobId: string;
}

export const jobContext = new AsyncLocalStorage<JobContext>();

export function currentJob(): JobContext | undefined {
  return jobContext.getStore();
}

// An id from a proxy or client is kept only when it is short and plain, so it cannot smuggle
// anything into a header or a log line.
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(header: string | undefined): string {
  return header && ACCEPTED_ID.test(header) ? header : crypto.randomUUID();
}
