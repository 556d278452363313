import type { Server, ServerResponse } from "node:http";

/**
 * Draining on SIGTERM (docs/product-rules.md §14). While stopping, every response says `Connection: close`
 * so keep-alive clients open their next request elsewhere; idle keep-alive connections are closed
 * at once; requests in flight (uploads included) finish, up to `timeoutMs`, after which the
 * remaining connections are cut.
 */
export class Drain {
  private stopping = false;
  private readonly inFlight = new Set<ServerResponse>();
  private idleWaiters: Array<() => void> = [];

  constructor(private readonly server: Server) {
    // A request that arrives on a kept-alive connection after the stop still gets an answer, with
    // Connection: close; the tracking below sees it like any other.
    server.on("request", (_req, res: ServerResponse) => {
      this.inFlight.add(res);
      if (this.stopping) res.setHeader("Connection", "close");
      res.once("close", () => {
        this.inFlight.delete(res);
        if (this.stopping) server.closeIdleConnections();
        if (this.inFlight.size === 0) for (const wake of this.idleWaiters.splice(0)) wake();
      });
    });
  }

  get isStopping(): boolean {
    return this.stopping;
  }

  /** Stops accepting, waits for in-flight requests; true when all finished within the timeout. */
  async stop(timeoutMs: number): Promise<boolean> {
    this.stopping = true;
    // Requests already running answer with Connection: close when they get to answer.
    for (const res of this.inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeIdleConnections();
    const drained = this.inFlight.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => this.idleWaiters.push(resolve));
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), timeoutMs);
    });
    const outcome = await Promise.race([drained.then(() => "drained" as const), timedOut]);
    clearTimeout(timer);
    if (outcome === "timeout") this.server.closeAllConnections();
    else this.server.closeIdleConnections();
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1_000))]);
    return outcome === "drained";
  }
}
