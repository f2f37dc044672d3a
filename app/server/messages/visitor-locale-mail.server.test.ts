import { execFileSync } from "node:child_process";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db/client.server";
import {
  applications,
  messages,
  quoteAcknowledgements,
  quotes,
} from "../db/schema.server";
import { getEnv } from "../platform/env.server";
import { resetRateLimitsForTests } from "./inbox.server";
import { createTransport, setTransportForTests } from "./mail.server";
import { deliver } from "./outbox.server";
import { quoteAction } from "../quotes/quote-actions.server";
import { quoteByToken } from "../quotes/quotes.server";
import { applicationAction, contactAction } from "./visitor-actions.server";

/**
 * The visitor's language travels with what they send (decision 044): stored from the address the
 * form was posted to, and the quote's acknowledgement (subject, text, PDF) written in it, through a
 * real SMTP conversation so that the encoding on the wire is what is checked.
 */

interface Received {
  raw: string;
  parsed: ParsedMail;
}

const received: Received[] = [];
/** How many of the next messages the listener refuses (a mail server that is down for a while). */
let refuseNext = 0;
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refuseNext > 0) {
          refuseNext--;
          callback(
            Object.assign(new Error("Mailbox busy, try later"), {
              responseCode: 451,
            }),
          );
          return;
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            received.push({ raw: raw.toString("latin1"), parsed });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve()),
  );
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

afterEach(() => {
  resetRateLimitsForTests();
  setTransportForTests(null);
});

/**
 * Sends through the listener from now on. The actions hand each row to the outbox on the next
 * turn of the event loop (deliverSoon); letting that pass first, with no transport, leaves the
 * rows for the test's own deliver() calls.
 */
async function useSmtp(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  setTransportForTests(
    createTransport({
      ...getEnv(),
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_TO: "sales@example.com",
    }),
  );
}

function post(
  path: string,
  fields: Record<string, string | File>,
  cookie?: string,
): Request {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body,
    headers: cookie ? { cookie } : {},
  });
}

function mailTo(address: string): Received {
  const found = received.filter(
    (mail) =>
      mail.parsed.to &&
      !Array.isArray(mail.parsed.to) &&
      mail.parsed.to.value[0]?.address === address,
  );
  expect(found, `one mail to ${address}`).toHaveLength(1);
  return found[0]!;
}

/** The raw Subject header, unfolded. */
function rawSubject(raw: string): string {
  return raw.replace(/\r\n[ \t]+/g, " ").match(/^Subject: (.*)$/m)![1]!;
}

const buyer = {
  name: "علي حسن",
  company: "شركة النيل",
  country: "Egypt",
  project: "",
  notes: "",
};

async function requestQuote(path: string, email: string): Promise<number> {
  // The basket cookie: product 1, 1,500 m on drums of 500 m.
  const answer = await quoteAction(
    post(path, { intent: "submit", ...buyer, email }, "cw_quote=1:1500:500:"),
    "10.9.0.1",
  );
  expect(answer).toBeInstanceOf(Response);
  const location = (answer as Response).headers.get("Location")!;
  return quoteByToken(location.split("/").pop()!)!.quote.id;
}

describe("the quote request's acknowledgement in the buyer's language", () => {
  it("stores 'ar' for a request sent from /ar/quote and mails the acknowledgement and its PDF in Arabic", async () => {
    setTransportForTests(undefined);
    const id = await requestQuote("/ar/quote", "ar-buyer@example.com");
    const row = getDb().select().from(quotes).where(eq(quotes.id, id)).get()!;
    expect(row.locale).toBe("ar");
    await useSmtp();
    expect(await deliver("quoteAck", id)).toBe("sent");
    expect(await deliver("quote", id)).toBe("sent");

    const ack = mailTo("ar-buyer@example.com");
    // The subject goes as a UTF-8 encoded-word and decodes to the Arabic catalogue's words.
    expect(rawSubject(ack.raw)).toMatch(/^=\?UTF-8\?[BQ]\?/i);
    expect(ack.parsed.subject).toBe(
      `طلب عرض السعر رقم ${row.reference} المقدم إلى Cableworks`,
    );
    expect(ack.parsed.headers.get("content-language")).toBe("ar");
    const text = ack.parsed.text!;
    expect(text).toContain(`السيد/السيدة علي حسن،`);
    // Western digits, grouped as ar-EG groups them (decision 039), in the Arabic line.
    expect(text).toMatch(/^1\. .+: 1,500 m على بكرات بطول 500 m$/m);
    expect(text).not.toMatch(/[\u0660-\u0669]/);
    expect(text).not.toContain("Dear ");
    const [pdf] = ack.parsed.attachments;
    expect(pdf!.contentType).toBe("application/pdf");
    // The Arabic PDF embeds the Arabic font (decision 036); the English one does not.
    expect(pdf!.content.toString("latin1")).toContain("NotoSansArabic");

    // The team's own copy stays English.
    const company = mailTo("sales@example.com");
    expect(company.parsed.subject).toBe(
      `[Quote] ${row.reference}: علي حسن (شركة النيل)`,
    );
    expect(company.parsed.headers.get("content-language")).toBeUndefined();
    expect(company.parsed.text).toContain("A quote request from the website.");
    expect(company.parsed.text).toContain("1,500 m on drums of 500 m");
    received.length = 0;
  });

  it("keeps the English acknowledgement as it was for a request sent from /quote", async () => {
    setTransportForTests(undefined);
    const id = await requestQuote("/quote", "en-buyer@example.com");
    const row = getDb().select().from(quotes).where(eq(quotes.id, id)).get()!;
    expect(row.locale).toBe("en");
    await useSmtp();
    expect(await deliver("quoteAck", id)).toBe("sent");
    const ack = mailTo("en-buyer@example.com");
    expect(ack.parsed.subject).toBe(
      `Your quote request ${row.reference} to Cableworks`,
    );
    expect(ack.parsed.headers.get("content-language")).toBeUndefined();
    expect(ack.parsed.text).toContain("Dear علي حسن,");
    expect(ack.parsed.text).toMatch(/^1\. .+: 1,500 m on drums of 500 m$/m);
    // The English copy, with the buyer's Arabic name drawn in Arabic (issue 35: it printed
    // "??? ???", so the Arabic font was never embedded; it is now, for the name alone).
    const pdf = path.join(
      fs.mkdtempSync(path.join(process.env.DATA_DIR!, "ack-")),
      "ack.pdf",
    );
    fs.writeFileSync(pdf, ack.parsed.attachments[0]!.content);
    const pdfText = execFileSync("pdftotext", [pdf, "-"], { encoding: "utf8" });
    expect(pdfText).toContain("Quote request");
    expect(pdfText).toContain("علي حسن");
    expect(pdfText).not.toContain("?");
    received.length = 0;
  });

  it("keeps Arabic when a refused attempt is retried from the outbox", async () => {
    setTransportForTests(undefined);
    const id = await requestQuote("/ar/quote", "retry-buyer@example.com");
    await useSmtp();
    refuseNext = 1;
    expect(await deliver("quoteAck", id)).toBe("pending");
    const waiting = getDb()
      .select()
      .from(quoteAcknowledgements)
      .where(eq(quoteAcknowledgements.id, id))
      .get()!;
    expect(waiting.lastError).toContain("Mailbox busy");
    // The next attempt, when it is due: read from the row again, still Arabic.
    expect(
      await deliver("quoteAck", id, waiting.nextAttemptAt!.getTime()),
    ).toBe("sent");
    const ack = mailTo("retry-buyer@example.com");
    expect(ack.parsed.subject).toContain("طلب عرض السعر");
    expect(ack.parsed.headers.get("content-language")).toBe("ar");
    received.length = 0;
  });
});

describe("contact messages and applications keep the visitor's language", () => {
  it("stores 'ar' for /ar/contact and 'en' for /contact; the team's mail stays English", async () => {
    setTransportForTests(undefined);
    const fields = {
      firstName: "منى",
      email: "mona@example.com",
      subject: "طلب كتالوج",
      message: "أرجو إرسال الكتالوج.",
    };
    const ar = (await contactAction(
      post("/ar/contact", fields),
      "10.9.1.1",
    )) as unknown as { data: { ok: boolean; id: number } };
    const en = (await contactAction(
      post("/contact", { ...fields, email: "mona2@example.com" }),
      "10.9.1.2",
    )) as unknown as { data: { ok: boolean; id: number } };
    const rowOf = (id: number) =>
      getDb().select().from(messages).where(eq(messages.id, id)).get()!;
    expect(rowOf(ar.data.id).locale).toBe("ar");
    expect(rowOf(en.data.id).locale).toBe("en");
    await useSmtp();
    expect(await deliver("contact", ar.data.id)).toBe("sent");
    const team = mailTo("sales@example.com");
    expect(team.parsed.subject).toBe("[Website] طلب كتالوج");
    expect(team.parsed.headers.get("content-language")).toBeUndefined();
    expect(team.parsed.text).toContain(
      "A message from the Contact Us form of the website.",
    );
    expect(team.parsed.text).toContain("أرجو إرسال الكتالوج.");
    received.length = 0;
  });

  it("stores 'ar' for an application sent from /ar/careers", async () => {
    setTransportForTests(undefined);
    const answer = (await applicationAction(
      post("/ar/careers", {
        fullName: "منى علي",
        email: "apply@example.com",
        message: "مرحبًا",
      }),
      "10.9.2.1",
    )) as unknown as {
      data: { ok: boolean; id: number };
    };
    expect(answer.data.ok).toBe(true);
    expect(
      getDb()
        .select()
        .from(applications)
        .where(eq(applications.id, answer.data.id))
        .get()!.locale,
    ).toBe("ar");
  });
});
