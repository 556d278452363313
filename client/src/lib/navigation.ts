/** A full page load (the server's /api/login and /api/logout redirects), kept apart so tests can spy on it. */
export function hardNavigate(url: string): void {
  window.location.href = url;
}
