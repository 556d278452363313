import { UAParser } from "ua-parser-js";

/**
 * Browser and operating system named by a User-Agent, for the session list and the new-browser
 * email ("Chrome 131", "Windows 10"). Only this file reads ua-parser-js (decision 038 notes its
 * licence); an unknown agent reads as null.
 */
export function describeUserAgent(userAgent: string | null | undefined): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  const { browser, os } = UAParser(userAgent.slice(0, 512));
  const name = (part: { name?: string; version?: string }, version: string | undefined) =>
    part.name ? [part.name, version].filter(Boolean).join(" ") : null;
  return { browser: name(browser, browser.major), os: name(os, os.version) };
}
