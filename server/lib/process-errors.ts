// What the process does with an error no code caught (docs/product-rules.md §14, docs/decisions/007).
import { describeError, type Logger } from "./logger";

/**
 * A rejected promise nobody awaited is a bug to fix where it happens, but not a reason to drop
 * every request and job of the process: it is logged (JSON, with the request or job id of the
 * code that rejected) and the process keeps serving. An exception thrown past every handler
 * leaves the process in an unknown state: logged, then exit 1 for the supervisor to restart it.
 */
export function handleProcessErrors(logger: Logger, exit: (code: number) => void = (code) => process.exit(code)): () => void {
  const onRejection = (reason: unknown) => logger.error("unhandled promise rejection (the process keeps running)", describeError(reason));
  const onException = (error: unknown, origin: string) => {
    logger.error("uncaught exception: exiting for the supervisor to restart the process", { origin, ...describeError(error) });
    exit(1);
  };
  process.on("unhandledRejection", onRejection);
  process.on("uncaughtException", onException);
  return () => {
    process.off("unhandledRejection", onRejection);
    process.off("uncaughtException", onException);
  };
}
