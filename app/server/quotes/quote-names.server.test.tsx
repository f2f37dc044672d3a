import { execFileSync } from "node:child_process";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { parse as parseCsv } from "csv-parse/sync";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { QuoteItem } from "~/components/admin/quote-item";
import { loader as sentLoader } from "~/routes/site/quote-sent";
import { isolateLtr, keepUnits } from "~/lib/locale/bidi";
import { listQuotesPage, quotesCsv } from "../admin/quotes.server";
import { getDb } from "../db/client.server";
import { renderQuotePdf } from "../documents/quote-pdf.server";
import { getEnv } from "../platform/env.server";
import { resetRateLimitsForTests } from "../messages/inbox.server";
import { createTransport, setTransportForTests } from "../messages/mail.server";
import { deliver } from "../messages/outbox.server";
import { quoteAction } from "./quote-actions.server";
import { getQuote, lineName, quoteByToken } from "./quotes.server";
import { createLoadContext } from "~/server/platform/request-context.server";

/**
 * Issue 35: a quote request names its products in the language the buyer asked in: the stored
 * lines keep the names the buyer's page showed, and the confirmation page, the PDF and the
 * acknowledgement name them so; a product without an Arabic name keeps its English, marked as
 * English. The team's copy stays English and adds the name the buyer saw. The mails go through a
 * real SMTP listener and are parsed as a mail client would; the PDFs are read with pdftotext.
 */

const LRI = "\u2066";
const FSI = "\u2068";
const PDI = "\u2069";
const unmarked = (text: string) => text.replace(/[\u2066-\u2069]/g, "");

let arabicName1 = "";
let english1 = "";
let english2 = "";

const received: ParsedMail[] = [];
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  const db = getDb().$client;
  // Product 2 without an Arabic name: an Arabic page shows its English (decision 041).
  db.prepare(
    "UPDATE product_texts SET name = '' WHERE product_id = '2' AND locale = 'ar'",
  ).run();
  arabicName1 = (
    db
      .prepare(
        "SELECT name FROM product_texts WHERE product_id = '1' AND locale = 'ar'",
      )
      .get() as { name: string }
  ).name;
  const english = (id: string) =>
    (
      db.prepare("SELECT name FROM products WHERE id = ?").get(id) as {
        name: string;
      }
    ).name;
  english1 = english("1");
  english2 = english("2");

  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        simpleParser(Buffer.concat(chunks)).then(
          (parsed) => {
            received.push(parsed);
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
  received.length = 0;
});

/** A request for products 1 and 2 sent from `page` (`/quote` or `/ar/quote`). */
async function requestQuote(page: string, email: string, ip: string) {
  setTransportForTests(undefined);
  const body = new FormData();
  const fields = {
    intent: "submit",
    name: "Ola Nabil",
    email,
    country: "Egypt",
  };
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const answer = await quoteAction(
    new Request(`http://localhost${page}`, {
      method: "POST",
      body,
      headers: { cookie: "cw_quote=1:1500:500:|2:300::" },
    }),
    ip,
  );
  expect(answer).toBeInstanceOf(Response);
  const token = (answer as Response).headers.get("Location")!.split("/").pop()!;
  // The actions hand the rows to the outbox on the next turn; let it pass with no transport.
  await new Promise((resolve) => setImmediate(resolve));
  setTransportForTests(
    createTransport({
      ...getEnv(),
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_TO: "sales@example.com",
    }),
  );
  return { token, id: quoteByToken(token)!.quote.id };
}

function mailTo(address: string): ParsedMail {
  const found = received.filter(
    (mail) =>
      mail.to &&
      !Array.isArray(mail.to) &&
      mail.to.value[0]?.address === address,
  );
  expect(found, `one mail to ${address}`).toHaveLength(1);
  return found[0]!;
}

function pdfText(bytes: Buffer): string {
  const file = path.join(
    fs.mkdtempSync(path.join(process.env.DATA_DIR!, "names-")),
    "quote.pdf",
  );
  fs.writeFileSync(file, bytes);
  return execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
}

/** The Arabic words of `name`: pdftotext gives Arabic words back in reading order. */
const arabicWords = (name: string) =>
  name.split(/\s+/).filter((word) => /[\u0600-\u06ff]/.test(word));

describe("a quote request names its products in the buyer's language", () => {
  it("stores the names an Arabic page showed; an English page's request stores none", async () => {
    expect(arabicName1).toMatch(/[\u0600-\u06ff]/);
    const ar = await requestQuote(
      "/ar/quote",
      "names-ar@example.com",
      "10.35.9.1",
    );
    const en = await requestQuote(
      "/quote",
      "names-en@example.com",
      "10.35.9.2",
    );
    const arLines = getQuote(ar.id)!.lines;
    expect(arLines.map((line) => [line.productName, line.shownName])).toEqual([
      [english1, arabicName1],
      [english2, null],
    ]);
    expect(
      getQuote(en.id)!.lines.map((line) => [line.productName, line.shownName]),
    ).toEqual([
      [english1, null],
      [english2, null],
    ]);
    // The name in a language: the buyer's translation only in the buyer's language.
    expect(lineName(arLines[0]!, "ar", "ar")).toEqual({
      name: arabicName1,
      lang: "ar",
    });
    expect(lineName(arLines[0]!, "ar", "en")).toEqual({
      name: english1,
      lang: "en",
    });
    expect(lineName(arLines[1]!, "ar", "ar")).toEqual({
      name: english2,
      lang: "en",
    });
    expect(lineName(arLines[0]!, "en", "ar")).toEqual({
      name: english1,
      lang: "en",
    });
  });

  it("gives the team the English name and the one the buyer saw: the admin's detail and quotes.csv", async () => {
    const { id } = await requestQuote(
      "/ar/quote",
      "names-admin@example.com",
      "10.35.9.9",
    );
    const [header, ...records] = parseCsv(quotesCsv()) as string[][];
    const mine = records.filter(
      (record) =>
        record[header!.indexOf("email")] === "names-admin@example.com",
    );
    const cell = (record: string[], name: string) =>
      record[header!.indexOf(name)];
    expect(
      mine.map((record) => [
        cell(record, "product"),
        cell(record, "product_as_shown"),
        cell(record, "language"),
      ]),
    ).toEqual([
      [english1, arabicName1, "ar"],
      // No Arabic name: the page showed the English, and the column is empty.
      [english2, "", "ar"],
    ]);
    const row = listQuotesPage(1).rows.find((item) => item.id === id)!;
    const Stub = createRoutesStub([
      { path: "/admin/quotes", Component: () => <QuoteItem row={row} /> },
    ]);
    const html = renderToString(<Stub initialEntries={["/admin/quotes"]} />);
    // The page's text, its <bdi> kept.
    const text = html
      .replaceAll("<!-- -->", "")
      .replace(/<(?!\/?bdi)[^>]+>/g, "");
    expect(text).toContain(
      `${english1} (the buyer saw <bdi lang="ar" dir="auto">${arabicName1}</bdi>)`,
    );
    // The line without a translation names its product once, in English.
    expect(text.split("the buyer saw").length - 1).toBe(1);
  });

  it("names them so on the confirmation page, an English fallback marked", async () => {
    const { token } = await requestQuote(
      "/ar/quote",
      "names-page@example.com",
      "10.35.9.3",
    );
    const page = async (address: string) => {
      const data = await sentLoader({
        params: { token },
        request: new Request(`http://localhost${address}`),
        context: createLoadContext({ clientIp: "", dataRequest: false }),
      } as unknown as Parameters<typeof sentLoader>[0]);
      if (!("lines" in data)) throw new Error("not found");
      return data.lines.map((line) => [line.productName, line.nameAttrs]);
    };
    expect(await page(`/ar/quote/sent/${token}`)).toEqual([
      [isolateLtr(keepUnits(arabicName1)), {}],
      [english2, { lang: "en", dir: "ltr" }],
    ]);
    expect(await page(`/quote/sent/${token}`)).toEqual([
      [english1, {}],
      [english2, {}],
    ]);
  });

  it("mails the acknowledgement with the Arabic names, and the team both names", async () => {
    const { id } = await requestQuote(
      "/ar/quote",
      "names-mail@example.com",
      "10.35.9.4",
    );
    expect(await deliver("quoteAck", id)).toBe("sent");
    expect(await deliver("quote", id)).toBe("sent");

    const ack = mailTo("names-mail@example.com").text!;
    const ackLines = ack.split("\n").filter((line) => /^\d\. /.test(line));
    expect(ackLines).toHaveLength(2);
    // The Arabic name with its technical values isolated; the English one isolated whole.
    expect(ackLines[0]).toContain(isolateLtr(arabicName1));
    expect(unmarked(ackLines[0]!)).toMatch(
      new RegExp(`^1\\. ${escape(arabicName1)}: 1,500 m`),
    );
    expect(ackLines[1]).toContain(`${LRI}${english2}${PDI}`);
    expect(ack).not.toContain(english1);

    const team = mailTo("sales@example.com").text!;
    expect(team).toContain(
      `1. ${english1} (as the buyer saw it: ${FSI}${isolateLtr(arabicName1)}${PDI}): 1,500 m on drums of 500 m`,
    );
    // A product the buyer saw in English is named once.
    expect(team).toContain(`2. ${english2}: 300 m`);

    // An English request's mails are as they were: English names, nothing added.
    received.length = 0;
    const en = await requestQuote(
      "/quote",
      "names-mail-en@example.com",
      "10.35.9.5",
    );
    expect(await deliver("quoteAck", en.id)).toBe("sent");
    expect(await deliver("quote", en.id)).toBe("sent");
    const enAck = mailTo("names-mail-en@example.com").text!;
    expect(enAck).toContain(`1. ${english1}: 1,500 m on drums of 500 m`);
    expect(enAck).toContain(`2. ${english2}: 300 m`);
    expect(enAck).not.toMatch(/[\u2066-\u2069]/);
    const enTeam = mailTo("sales@example.com").text!;
    expect(enTeam).toContain(`1. ${english1}: 1,500 m on drums of 500 m`);
    expect(enTeam).not.toContain("as the buyer saw it");
  });

  it("draws the Arabic names in the Arabic PDF, the English fallback tagged English", async () => {
    const { id } = await requestQuote(
      "/ar/quote",
      "names-pdf@example.com",
      "10.35.9.6",
    );
    const found = getQuote(id)!;
    const arabic = await renderQuotePdf(found, "ar");
    const text = pdfText(arabic);
    for (const word of arabicWords(arabicName1)) expect(text).toContain(word);
    expect(text).toContain(english2);
    expect(text).not.toContain(english1);
    expect(text).not.toMatch(/[?\ufffd]/);
    // The English copy of the same request: the catalogue's names.
    const english = pdfText(await renderQuotePdf(found, "en"));
    expect(english).toContain(english1);
    expect(english).toContain(english2);
    for (const word of arabicWords(arabicName1))
      expect(english).not.toContain(word);
    // The fallback's cell is tagged /Lang (en): one more such element than when it has a name.
    const langEn = (pdf: Buffer) =>
      pdf.toString("latin1").split("/Lang (en)").length - 1;
    const named = await renderQuotePdf(
      {
        ...found,
        lines: found.lines.map((line) => ({
          ...line,
          shownName: line.shownName ?? "كابل مجرب",
        })),
      },
      "ar",
    );
    expect(langEn(arabic)).toBe(langEn(named) + 1);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
