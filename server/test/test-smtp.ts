import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  /** Decoded: accents and Chinese as they were written. */
  subject: string;
  /** The whole message, each part decoded (quoted-printable or base64, as UTF-8): headers, text and HTML parts. */
  body: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** While set, every message is refused with this reply. */
  refuseWith?: string;
  close(): Promise<void>;
}

/** Quoted-printable undone, its bytes read as UTF-8 (what nodemailer writes for text with accents). */
const decodeQuotedPrintable = (s: string) =>
  Buffer.from(
    s.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** A part's content decoded by its own Content-Transfer-Encoding (base64 for mostly non-Latin text). */
function decodePart(headers: string, content: string): string {
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1].toLowerCase();
  if (encoding === "base64") return Buffer.from(content.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(content);
  return content;
}

/** The message with every part decoded: headers kept, each part's content as readable text. */
function decodeMessage(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  if (split < 0) return raw;
  const headers = raw.slice(0, split);
  const rest = raw.slice(split);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (!boundary) {
    const blank = /^\r?\n\r?\n/.exec(rest)![0];
    return headers + blank + decodePart(headers, rest.slice(blank.length));
  }
  return (
    headers +
    rest
      .split(`--${boundary}`)
      .map((part) => (part.startsWith("--") ? part : decodeMessage(part)))
      .join(`--${boundary}`)
  );
}

/** "=?UTF-8?Q?...?=" and "=?UTF-8?B?...?=" words of a header made readable. */
const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );

/** A real SMTP server on a free local port that keeps what it receives (or refuses on demand). */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const state: TestSmtp = { port: 0, url: "", received, close: async () => undefined };
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    allowInsecureAuth: true,
    onData(stream, session, done) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        if (state.refuseWith) return done(Object.assign(new Error(state.refuseWith), { responseCode: 451 }));
        const body = decodeMessage(raw);
        const subject = decodeHeader(/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1].replace(/\r?\n[ \t]/g, " ") ?? "");
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), subject, body });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.port = (server.server.address() as AddressInfo).port;
  state.url = `smtp://127.0.0.1:${state.port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** The first link in a received email whose path starts with `path`. */
export function linkIn(mail: ReceivedMail, path: string): string | undefined {
  return mail.body.match(new RegExp(`https?://[^\\s"<>]+${path.replace(/[?]/g, "\\?")}[^\\s"<>]*`))?.[0];
}
