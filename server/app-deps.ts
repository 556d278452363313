// What every feature may be built from: the process's own facts (database, storage, logger, clock,
// addresses). A module of its own that imports nothing from the features: each feature declares the
// dependencies it needs as its own `…Deps` type (a `Pick` of these plus its own settings), and app.ts
// composes them into AppDeps. A feature never names the whole bag (no import circle through it).
import type { ChangeFeed } from "./db/change-feed";
import type { Db } from "./db/client";
import type { DataCipher } from "./lib/data-encryption";
import type { Logger } from "./lib/logger";
import type { Storage } from "./lib/storage";

export interface CoreDeps {
  db: Db;
  dbKind: "pglite" | "postgres";
  /** Committed changes, heard by the per-process caches (db/change-feed.ts); without it nothing is cached. */
  changes?: ChangeFeed;
  logger: Logger;
  /** Encrypts secrets at rest (DATA_ENCRYPTION_KEY); null in production without the key (nothing can be encrypted). */
  dataCipher: DataCipher | null;
  /** Temporary files of uploads in flight (<uploadDir>/tmp); with the local driver, the files too. */
  uploadDir: string;
  /** Every uploaded and generated file (docs/decisions/015-object-storage.md). */
  storage: Storage;
  production: boolean;
  /** Session and affiliate cookies are Secure (HTTPS). */
  cookieSecure: boolean;
  /** The site's address for every link the server builds (PUBLIC_URL); never the Host header. */
  publicUrl: string;
  /**
   * The time every request-path rule reads (drip dates, chapter order, quiz attempts; docs/product-rules.md
   * §12): real time in the process, a settable one in tests.
   */
  clock: () => Date;
}
