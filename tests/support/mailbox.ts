import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { E2E_SMTP_PORT } from "./env";
import {
  type ReceivedMail,
  decodeQuotedPrintable,
  listenSmtp,
} from "./smtp-listener";

/**
 * The run's one mail listener: a real SMTP server on E2E_SMTP_PORT (where the public e2e server's
 * SMTP_URL points), started once by the runner (tests/support/global-setup.ts) and kept up for the
 * whole run. Each message it accepts is a file in the run's mail folder, so every worker reads the
 * same mailbox; tests tell their messages apart by a marker (`uniqueMarker`) in the subject, a name
 * or an address. "The mail server is down" is a hold on one marker (`holdMail`): a message that
 * contains it is refused with 421, the SMTP code for a server that is not available, until the
 * hold is lifted, and other tests' mail goes through meanwhile.
 */
export const MAIL_DIR = path.join(
  os.tmpdir(),
  `cableworks-e2e-mail-${E2E_SMTP_PORT}`,
);
const HOLD_DIR = path.join(MAIL_DIR, "holds");

/** Starts the listener (the runner's global setup); returns its stop. */
export async function startMailbox(): Promise<() => Promise<void>> {
  fs.rmSync(MAIL_DIR, { recursive: true, force: true });
  fs.mkdirSync(HOLD_DIR, { recursive: true });
  const server = await listenSmtp(E2E_SMTP_PORT, (mail) => {
    if (heldMarkers().some((marker) => mail.text.includes(marker))) {
      return Object.assign(
        new Error("Service not available (a test holds this message)"),
        { responseCode: 421 },
      );
    }
    const name = `${Date.now()}-${crypto.randomBytes(6).toString("hex")}`;
    // The message first, then its envelope: a reader lists envelopes, so it never meets half a mail.
    fs.writeFileSync(path.join(MAIL_DIR, `${name}.eml`), mail.raw);
    fs.writeFileSync(
      path.join(MAIL_DIR, `${name}.json`),
      JSON.stringify({ from: mail.from, to: mail.to }),
    );
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

function heldMarkers(): string[] {
  return fs
    .readdirSync(HOLD_DIR)
    .map((file) => fs.readFileSync(path.join(HOLD_DIR, file), "utf8"));
}

/** Every message the listener has accepted in this run, oldest first. */
export function allMail(): ReceivedMail[] {
  return fs
    .readdirSync(MAIL_DIR)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => {
      const envelope = JSON.parse(
        fs.readFileSync(path.join(MAIL_DIR, file), "utf8"),
      ) as { from: string; to: string[] };
      const raw = fs.readFileSync(
        path.join(MAIL_DIR, file.replace(/\.json$/, ".eml")),
      );
      return {
        id: file.replace(/\.json$/, ""),
        ...envelope,
        raw,
        text: decodeQuotedPrintable(raw),
      };
    });
}

/** The messages whose text contains `marker`. */
export function mailWith(marker: string): ReceivedMail[] {
  return allMail().filter((mail) => mail.text.includes(marker));
}

/** The first message whose text contains `marker`. */
export function findMail(marker: string): ReceivedMail | undefined {
  return mailWith(marker)[0];
}

/**
 * Refuses every message containing `marker` (421, "service not available") until the returned
 * release is called: that message's delivery fails as it would with the mail server down, and is
 * tried again by the outbox.
 */
export function holdMail(marker: string): () => void {
  const file = path.join(
    HOLD_DIR,
    crypto.createHash("sha256").update(marker).digest("hex"),
  );
  fs.writeFileSync(file, marker);
  return () => fs.rmSync(file, { force: true });
}
