// What a `worker` process (ROLE=worker) serves on its PORT: health only (docs/architecture.md,
// "Process roles"). No session, no SPA, no other API: those are the `web` processes' work.
import express, { Router, type Express } from "express";
import { registerHealthRoutes, type Readiness } from "./features/platform";
import { requestIdFrom } from "./lib/request-context";
import { httpMetrics } from "./middleware/http-metrics";

export function createWorkerApp(readiness: Readiness): Express {
  const app = express();
  app.disable("x-powered-by");
  app.use(httpMetrics());
  const health = Router();
  registerHealthRoutes(health, readiness);
  app.use(health);
  app.use((req, res) => {
    const requestId = requestIdFrom(req.headers["x-request-id"]?.toString());
    res.setHeader("X-Request-Id", requestId);
    res.status(404).json({ code: "NOT_FOUND", message: "Not found", requestId });
  });
  return app;
}
