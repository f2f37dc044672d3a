import net, { type AddressInfo } from "node:net";
import nodemailer from "nodemailer";
import { SMTPServer } from "smtp-server";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "../db/client.server";
import { applications, messages } from "../db/schema.server";
import { storeApplication, storeMessage } from "./inbox.server";
import {
  type Mail,
  type MailTransport,
  createTransport,
  setTransportForTests,
} from "./mail.server";
import { parseEnv } from "../platform/env.server";
import {
  MAX_ATTEMPTS,
  deliver,
  retryDelay,
  runOutboxOnce,
} from "./outbox.server";

class FakeTransport implements MailTransport {
  readonly name = "smtp" as const;
  sent: Mail[] = [];
  failing = false;
  async send(mail: Mail) {
    if (this.failing) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
    this.sent.push(mail);
  }
}

function messageRow(id: number) {
  return getDb().select().from(messages).where(eq(messages.id, id)).get()!;
}

afterEach(() => setTransportForTests(null));

describe("outbox", () => {
  it("doubles the delay after each failed attempt, capped at six hours", () => {
    expect(retryDelay(1, 1000)).toBe(1000);
    expect(retryDelay(2, 1000)).toBe(2000);
    expect(retryDelay(5, 1000)).toBe(16000);
    expect(retryDelay(40, 30_000)).toBe(6 * 60 * 60 * 1000);
  });

  it("gives the sender as Reply-To in a header that holds whatever the name contains", async () => {
    const transport = new FakeTransport();
    setTransportForTests(transport);
    const id = storeMessage({
      firstName: 'Ola "O.',
      lastName: "Nabil\\",
      email: "ola@example.com",
      subject: "Quote",
      message: "Hello",
    });
    expect(await deliver("contact", id)).toBe("sent");
    const replyTo = transport.sent[0]!.replyTo!;
    // Rendered by the mail library as it sends over SMTP: one quoted name, the address intact.
    const raw = await nodemailer
      .createTransport({ streamTransport: true, buffer: true })
      .sendMail({
        from: "site@example.com",
        to: "sales@example.com",
        replyTo,
        subject: "x",
        text: "y",
      });
    const header = (raw.message as Buffer)
      .toString()
      .split("\r\n")
      .find((line) => line.startsWith("Reply-To:"));
    expect(header).toBe('Reply-To: "Ola \\"O. Nabil\\\\" <ola@example.com>');
  });

  it("delivers a stored message with its fields and marks it sent", async () => {
    const transport = new FakeTransport();
    setTransportForTests(transport);
    const id = storeMessage({
      firstName: "Ola",
      lastName: "Nabil",
      email: "Ola@Example.com",
      subject: "Price list",
      message: "Please send it.",
    });
    expect(await deliver("contact", id)).toBe("sent");
    expect(transport.sent).toHaveLength(1);
    expect(transport.sent[0]!.subject).toBe("[Website] Price list");
    expect(transport.sent[0]!.replyTo).toEqual({
      name: "Ola Nabil",
      address: "ola@example.com",
    });
    expect(transport.sent[0]!.text).toContain("Please send it.");
    const row = messageRow(id);
    expect(row.deliveryState).toBe("sent");
    expect(row.deliveryAttempts).toBe(1);
    expect(row.deliveredAt).toBeInstanceOf(Date);
    // A sent row is never sent again.
    expect(await deliver("contact", id)).toBeUndefined();
    expect(transport.sent).toHaveLength(1);
  });

  it("keeps a message whose delivery fails, retries it later, and gives up only after MAX_ATTEMPTS", async () => {
    const transport = new FakeTransport();
    transport.failing = true;
    setTransportForTests(transport);
    const id = storeMessage({
      firstName: "",
      lastName: "",
      email: "retry@example.com",
      subject: "Retry me",
      message: "...",
    });
    expect(await deliver("contact", id)).toBe("pending");
    let row = messageRow(id);
    expect(row.deliveryAttempts).toBe(1);
    expect(row.lastError).toContain("ECONNREFUSED");
    expect(row.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: the worker leaves it alone.
    expect(await deliver("contact", id)).toBeUndefined();

    // The mail server is back: the next due pass delivers it.
    transport.failing = false;
    await runOutboxOnce(row.nextAttemptAt!.getTime() + 1);
    row = messageRow(id);
    expect(row.deliveryState).toBe("sent");
    expect(row.deliveryAttempts).toBe(2);
    expect(row.lastError).toBeNull();

    transport.failing = true;
    const doomed = storeMessage({
      firstName: "",
      lastName: "",
      email: "doomed@example.com",
      subject: "Never",
      message: "...",
    });
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      const due = messageRow(doomed).nextAttemptAt!.getTime();
      await deliver("contact", doomed, due);
    }
    const failed = messageRow(doomed);
    expect(failed.deliveryState).toBe("failed");
    expect(failed.deliveryAttempts).toBe(MAX_ATTEMPTS);
    expect(failed.message).toBe("...");
  });

  it("two deliveries of one row at once send it once", async () => {
    const transport = new FakeTransport();
    setTransportForTests(transport);
    const id = storeMessage({
      firstName: "",
      lastName: "",
      email: "race@example.com",
      subject: "Race",
      message: "...",
    });
    const results = await Promise.all([
      deliver("contact", id),
      deliver("contact", id),
    ]);
    expect(results.filter((r) => r === "sent")).toHaveLength(1);
    expect(
      transport.sent.filter((m) => m.subject === "[Website] Race"),
    ).toHaveLength(1);
  });

  it("does nothing without a transport: the row waits in the inbox", async () => {
    setTransportForTests(undefined);
    const id = storeApplication({
      fullName: "Sara",
      email: "sara@example.com",
      position: "Sales Manager",
      message: "",
    });
    expect(await deliver("application", id)).toBeUndefined();
    const row = getDb()
      .select()
      .from(applications)
      .where(eq(applications.id, id))
      .get()!;
    expect(row.deliveryState).toBe("pending");
    expect(row.deliveryAttempts).toBe(0);
  });

  // The browser tests share one mail listener that is never down (tests/support/mailbox.ts): a
  // server that is not there at all (connection refused) is shown here, with the real SMTP
  // transport, and then the same message delivered once a real listener answers on that port.
  it("keeps a message while nothing listens on the SMTP port, and delivers it once a server does", async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, "127.0.0.1", () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    setTransportForTests(
      createTransport(
        parseEnv({
          SMTP_URL: `smtp://127.0.0.1:${port}`,
          MAIL_TO: "sales@example.com",
        }),
      ),
    );
    const id = storeMessage({
      firstName: "Nour",
      lastName: "",
      email: "nour@example.com",
      subject: "Closed port",
      message: "Still here?",
    });
    expect(await deliver("contact", id)).toBe("pending");
    const pending = messageRow(id);
    expect(pending.lastError).toContain("ECONNREFUSED");
    expect(pending.deliveryAttempts).toBe(1);

    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push(Buffer.concat(chunks).toString("utf8"));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) =>
      server.listen(port, "127.0.0.1", resolve),
    );
    try {
      await runOutboxOnce(pending.nextAttemptAt!.getTime() + 1);
      expect(messageRow(id).deliveryState).toBe("sent");
      // The pass may deliver other tests' waiting rows too: this one arrived, once.
      expect(
        received.filter((text) => text.includes("Still here?")),
      ).toHaveLength(1);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
