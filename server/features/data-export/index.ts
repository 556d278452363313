// "Download my data" (docs/product-rules.md §15, docs/decisions/040-data-export.md).
export { registerDataExportRoutes } from "./data-export.routes";
// For the data-export job (server/jobs/platform-jobs.ts).
export { runDataExports, dataExportEvents } from "./data-export.service";
