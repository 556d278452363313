import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The whole message with quoted-printable undone: headers, text and HTML parts. */
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

const decodeQuotedPrintable = (s: string) =>
  s.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

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
        const body = decodeQuotedPrintable(raw);
        const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1].replace(/\r?\n[ \t]/g, " ") ?? "";
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
