// wouter imports useSyncExternalStore from the `use-sync-external-store/shim` package, which, on
// React 18 and later, hands over React's own; vite.config.ts points that import here, so the
// browser skips the shim's fallback code (every first visit, docs/benchmarks.md).
export { useSyncExternalStore } from "react";
