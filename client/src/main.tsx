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
void preloadRoute(window.location.pathname, queryClient);
rememberSignedInRole(queryClient);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
