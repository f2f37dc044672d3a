import path from "node:path";
import Database from "better-sqlite3";
import { SMTPServer } from "smtp-server";
import { e2eDataDir as dataDirOf } from "./data-dir";
import { E2E_PORT } from "./env";

/**
 * A real SMTP listener a test starts and stops itself (the admin server's port, E2E_SMTP_PORT + 1,
 * for the set-password mail), and a read-only look at the e2e server's database. The public
 * server's mail goes to the run's one listener (mailbox.ts).
 */
export interface ReceivedMail {
  /** The run's mailbox names each message (mailbox.ts); a listener of the test's own does not. */
  id?: string;
  from: string;
  to: string[];
  /** The raw message with quoted-printable soft breaks and escapes decoded, for searching. */
  text: string;
  /** The message as received, for a MIME parser (an Arabic body may go base64, which `text` leaves encoded). */
  raw: Buffer;
}

export function decodeQuotedPrintable(raw: Buffer): string {
  const text = raw.toString("latin1").replace(/=\r?\n/g, "");
  const bytes = Buffer.from(
    text.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    ),
    "latin1",
  );
  return bytes.toString("utf8");
}

export class SmtpListener {
  readonly mails: ReceivedMail[] = [];
  private server: SMTPServer | undefined;

  /** `port`: the admin server's is E2E_SMTP_PORT + 1 (the public server's has the run's mailbox). */
  constructor(private readonly port: number) {}

  async start(): Promise<void> {
    this.server = await listenSmtp(
      this.port,
      (mail) => void this.mails.push(mail),
    );
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server)
      await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The first mail whose text contains `marker`. */
  find(marker: string): ReceivedMail | undefined {
    return this.mails.find((mail) => mail.text.includes(marker));
  }
}

/** Rows of the e2e server's database (read-only). */
export function queryE2eDb<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(e2eDataDir(), "cableworks.db"), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** The public e2e server's DATA_DIR (the mail tests run against that server). */
export function e2eDataDir(): string {
  return dataDirOf(E2E_PORT);
}

/** A marker unique to one test run, for subjects and e-mail addresses. */
export function uniqueMarker(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * A real SMTP server on `port` (localhost, no TLS, no auth) that hands each message to `receive`;
 * an Error it returns refuses that message (its `responseCode`, e.g. 421, goes back to the sender).
 * Used by `SmtpListener` and by the run's mailbox (mailbox.ts).
 */
export async function listenSmtp(
  port: number,
  receive: (mail: ReceivedMail) => Error | void,
): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        const refusal = receive({
          from: session.envelope.mailFrom
            ? session.envelope.mailFrom.address
            : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          text: decodeQuotedPrintable(raw),
          raw,
        });
        callback(refusal ?? undefined);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return server;
}
