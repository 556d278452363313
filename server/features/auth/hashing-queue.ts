/**
 * At most `limit` password hash computations at once in this process; the others wait their turn
 * in arrival order. A burst of sign-ins then costs `limit` hashes of memory, not one per request,
 * and leaves the rest of libuv's thread pool to files, compression and DNS
 * (docs/decisions/031-password-hashing-argon2id.md).
 */
export class HashingQueue {
  private running = 0;
  private readonly waiters: Array<() => void> = [];

  constructor(private limit: number) {
    HashingQueue.check(limit);
  }

  static check(limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`hashing concurrency must be a positive integer (got ${limit})`);
  }

  setLimit(limit: number) {
    HashingQueue.check(limit);
    this.limit = limit;
    // A raised limit lets waiting work start now rather than at the next release.
    while (this.running < this.limit && this.waiters.length > 0) {
      this.running += 1;
      this.waiters.shift()!();
    }
  }

  get concurrency(): number {
    return this.limit;
  }

  get waiting(): number {
    return this.waiters.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running += 1;
    // The slot is handed over by release(), already counted.
    else await new Promise<void>((resolve) => this.waiters.push(resolve));
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private release() {
    const next = this.running <= this.limit ? this.waiters.shift() : undefined;
    if (next) next();
    else this.running -= 1;
  }
}
