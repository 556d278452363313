import { UAParser } from "ua-parser-js";

/**
 * Browser and operating system named by a User-Agent, for the session list and the new-browser
 * email ("Chrome 131", "Windows 10"). Only this file reads ua-parser-js, held at 1.x: 2.x is
 * AGPL-3.0, 1.x MIT (decision 038). An unknown agent reads as null.
 */
export function describeUserAgent(userAgent: string | null | undefined): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  const { browser, os } = new UAParser(userAgent.slice(0, 512)).getResult();
  const name = (part: { name?: string; version?: string }, version: string | undefined) =>
    part.name ? [part.name, version].filter(Boolean).join(" ") : null;
  return { browser: name(browser, browser.major), os: name(os, os.version) };
}
