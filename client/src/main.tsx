import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { preloadRoute, rememberSignedInRole } from "@/app/route-preload";
import { currentUserQueryOptions, platformInfoQueryOptions } from "@/features/auth/session";
import { initI18n } from "@/i18n";
import { queryClient } from "@/lib/query-client";
import "./index.css";

const container = document.getElementById("root");
if (!container) throw new Error('Missing <div id="root"> in index.html');

// The visitor's language (a remembered choice, else the browser's); a signed-in user's setting follows.
void initI18n();

// The session and the platform's state, which every screen waits for, are asked for before the
// page's few dozen chunks: over HTTP/1.1 they would otherwise queue behind them.
void queryClient.prefetchQuery(currentUserQueryOptions);
void queryClient.prefetchQuery(platformInfoQueryOptions);
// The page's chunks (and a course page's data) download while React starts and the session is checked, not after.
// React's first render is one long task: a course page's requests, whose small chunk arrives
// during it, waited for its end (Lighthouse /course/:id 88 -> 90, docs/benchmarks.md). So React
// starts once they have gone out (at once on other pages), or after a second if that chunk is slow.
const dataStarted = preloadRoute(window.location.pathname, queryClient);
rememberSignedInRole(queryClient);

void Promise.race([dataStarted, new Promise((resolve) => setTimeout(resolve, 1000))]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
