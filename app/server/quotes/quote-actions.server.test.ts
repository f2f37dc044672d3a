import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { QuoteResult } from "~/lib/quotes/quote-result";
import { getDb } from "../db/client.server";
import { quoteAcknowledgements, quoteLines, quotes } from "../db/schema.server";
import { resetRateLimitsForTests } from "../messages/inbox.server";
import {
  type Mail,
  type MailTransport,
  setTransportForTests,
} from "../messages/mail.server";
import { deliver } from "../messages/outbox.server";
import { quoteAction } from "./quote-actions.server";
import {
  formatReference,
  quoteByToken,
  storeQuote,
  viewBasket,
} from "./quotes.server";
import { isolateLtr, keepUnits } from "~/lib/locale/bidi";
import { formatWhole } from "~/lib/catalogue/size-format";
import { quotesCsv, saveQuoteHandling } from "../admin/quotes.server";
import { listSizes } from "../catalogue/sizes.server";
import { quote as ar } from "~/locales/ar/quote";

class FakeTransport implements MailTransport {
  readonly name = "smtp" as const;
  sent: Mail[] = [];
  async send(mail: Mail) {
    this.sent.push(mail);
  }
}

interface DataAnswer {
  data: QuoteResult;
  init: ResponseInit | null;
}

function post(
  fields: Record<string, string>,
  cookie?: string,
  path = "/quote",
): Request {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body,
    headers: cookie ? { cookie } : {},
  });
}

/** A seeded product's Arabic name (decision 041). */
const arabicName = (id: string) =>
  (
    getDb()
      .$client.prepare(
        "SELECT name FROM product_texts WHERE product_id = ? AND locale = 'ar'",
      )
      .get(id) as { name: string }
  ).name;

async function send(
  fields: Record<string, string>,
  cookie?: string,
  ip = "10.0.0.1",
  path = "/quote",
) {
  const answer = await quoteAction(post(fields, cookie, path), ip);
  if (answer instanceof Response) {
    return {
      status: answer.status,
      headers: answer.headers,
      result: undefined,
    };
  }
  const { data, init } = answer as unknown as DataAnswer;
  return {
    status: init?.status ?? 200,
    headers: new Headers(init?.headers),
    result: data,
  };
}

/** The basket cookie a Set-Cookie header leaves, as the browser would send it back. */
function cookieFrom(headers: Headers): string {
  const set = headers.get("Set-Cookie") ?? "";
  expect(set).toMatch(/^cw_quote=[^;]*; Path=\/; SameSite=Lax; Max-Age=\d+$/);
  return set.split(";")[0]!;
}

const buyer = {
  name: "Ola Nabil",
  company: "Nile Contracting",
  email: "Ola@Example.com",
  country: "Egypt",
  project: "Substation 4",
  notes: "Test certificates, please.",
};

afterEach(() => {
  resetRateLimitsForTests();
  setTransportForTests(null);
});

describe("the quote basket's action", () => {
  setTransportForTests(undefined);

  it("adds a line without JavaScript: stores it in the cookie and sends the buyer to /quote", async () => {
    const { status, headers } = await send({
      intent: "add",
      productId: "1",
      length: "1,000",
      drum: "500",
    });
    expect(status).toBe(303);
    expect(headers.get("Location")).toBe("/quote?added=1");
    expect(cookieFrom(headers)).toBe("cw_quote=1:1000:500:");
  });

  it("adds a line in the background with JavaScript, appending to what is there", async () => {
    const { status, headers, result } = await send(
      { intent: "add", productId: "2", length: "250", reply: "stay" },
      "cw_quote=1:1000:500:",
    );
    expect(status).toBe(200);
    expect(result).toMatchObject({ ok: true, count: 2 });
    expect(cookieFrom(headers)).toBe("cw_quote=1:1000:500:|2:250::");
  });

  it("refuses unknown products and sizes, bad lengths and a full basket, saying why", async () => {
    expect(
      (
        await send({
          intent: "add",
          productId: "no-such",
          length: "5",
          reply: "stay",
        })
      ).result,
    ).toMatchObject({
      ok: false,
      errors: { form: expect.stringContaining("not in our catalogue") },
    });
    expect(
      (
        await send({
          intent: "add",
          productId: "1",
          size: "CW-1",
          length: "5",
          reply: "stay",
        })
      ).result,
    ).toMatchObject({
      ok: false,
      errors: { form: expect.stringContaining("size") },
    });
    const bad = await send({
      intent: "add",
      productId: "1",
      length: "5.5",
      drum: "x",
      reply: "stay",
    });
    expect(bad.status).toBe(400);
    expect(bad.result).toMatchObject({
      ok: false,
      errors: {
        length: expect.stringContaining("whole number"),
        drum: expect.stringContaining("drum"),
      },
    });
    expect(bad.headers.get("Set-Cookie")).toBeNull();
    const full = Array.from({ length: 20 }, () => "1:5::").join("|");
    const refused = await send(
      { intent: "add", productId: "2", length: "5", reply: "stay" },
      `cw_quote=${full}`,
    );
    expect(refused.result).toMatchObject({
      ok: false,
      errors: { form: expect.stringContaining("20 lines") },
    });
  });

  it("edits and removes lines, answering the basket after the write", async () => {
    const cookie = "cw_quote=1:100::|2:200:100:";
    const updated = await send(
      { intent: "update", "length-0": "150", "drum-1": "" },
      cookie,
    );
    expect(cookieFrom(updated.headers)).toBe("cw_quote=1:150::|2:200::");
    expect(updated.result?.lines?.map((line) => line.lengthM)).toEqual([
      150, 200,
    ]);
    const removed = await send({ intent: "remove", line: "0" }, cookie);
    expect(cookieFrom(removed.headers)).toBe("cw_quote=2:200:100:");
    const last = await send(
      { intent: "remove", line: "0" },
      "cw_quote=2:200:100:",
    );
    // The emptied basket's cookie is deleted.
    expect(last.headers.get("Set-Cookie")).toMatch(/^cw_quote=; .*Max-Age=0/);
    expect((await send({ intent: "remove", line: "7" }, cookie)).status).toBe(
      400,
    );
    expect((await send({ intent: "explode" }, cookie)).status).toBe(400);
  });

  it("reads a tampered cookie as what is left of it, never failing", async () => {
    const { status, result } = await send(
      { intent: "update" },
      "cw_quote=1:100::|<script>|9999999999:1::|1:abc::; cw_session=x",
    );
    expect(status).toBe(200);
    // A well-formed line for a product not in the catalogue stays, marked unavailable (the page says so).
    expect(
      result?.lines?.map((line) => [line.productId, line.productName === null]),
    ).toEqual([
      ["1", false],
      ["9999999999", true],
    ]);
  });

  it("stores a request with its lines and a sequential reference, empties the basket and opens the confirmation", async () => {
    const year = new Date().getUTCFullYear();
    const { status, headers } = await send(
      { intent: "submit", ...buyer, "length-0": "2,000" },
      "cw_quote=1:100:500:|2:300::",
    );
    expect(status).toBe(303);
    expect(headers.get("Set-Cookie")).toMatch(/^cw_quote=; .*Max-Age=0/);
    const token = headers
      .get("Location")!
      .match(/^\/quote\/sent\/([A-Za-z0-9_-]{32})$/)![1]!;
    const found = quoteByToken(token)!;
    expect(found.quote).toMatchObject({
      reference: formatReference(year, 1),
      email: "ola@example.com",
      status: "new",
      deliveryState: "pending",
    });
    expect(
      found.lines.map((line) => [line.productId, line.lengthM, line.drumM]),
    ).toEqual([
      ["1", 2000, 500],
      ["2", 300, null],
    ]);
    expect(found.lines[0]!.productName).toMatch(/\w/);
    expect(
      getDb()
        .select()
        .from(quoteAcknowledgements)
        .where(eq(quoteAcknowledgements.id, found.quote.id))
        .get()?.deliveryState,
    ).toBe("pending");

    const second = await send(
      { intent: "submit", ...buyer, email: "other@example.com" },
      "cw_quote=1:5::",
    );
    const next = quoteByToken(
      second.headers.get("Location")!.split("/").pop()!,
    )!;
    expect(next.quote.reference).toBe(formatReference(year, 2));
    // The link is the token's alone: a guess, or the right one too late, finds nothing.
    expect(quoteByToken("A".repeat(32))).toBeUndefined();
    expect(
      quoteByToken(token, Date.now() + 31 * 24 * 60 * 60 * 1000),
    ).toBeUndefined();
  });

  it("never gives a reference twice, even after its request is deleted, and starts again each year", () => {
    const line = {
      productId: "1",
      size: null,
      lengthM: 1,
      drumM: null,
      productName: "X",
      sizeDesignation: null,
    };
    const a = storeQuote(
      { ...buyer, phone: "", neededBy: "" },
      [line],
      new Date(Date.UTC(2031, 0, 1)),
    );
    getDb().delete(quotes).where(eq(quotes.id, a.id)).run();
    expect(
      getDb()
        .select()
        .from(quoteLines)
        .where(eq(quoteLines.quoteId, a.id))
        .all(),
    ).toEqual([]);
    const b = storeQuote(
      { ...buyer, phone: "", neededBy: "" },
      [line],
      new Date(Date.UTC(2031, 5, 1)),
    );
    expect([a.reference, b.reference]).toEqual([
      "Q-2031-00001",
      "Q-2031-00002",
    ]);
    expect(
      storeQuote(
        { ...buyer, phone: "", neededBy: "" },
        [line],
        new Date(Date.UTC(2032, 0, 1)),
      ).reference,
    ).toBe("Q-2032-00001");
    expect(formatReference(2026, 123456)).toBe("Q-2026-123456");
  });

  it("refuses an empty basket, bots, bad details and floods, keeping what was typed", async () => {
    const empty = await send({ intent: "submit", ...buyer });
    expect(empty.result).toMatchObject({
      ok: false,
      errors: { form: expect.stringContaining("no cables") },
    });
    const bot = await send(
      { intent: "submit", ...buyer, website: "http://spam" },
      "cw_quote=1:5::",
    );
    expect(bot.status).toBe(400);
    const bad = await send(
      { intent: "submit", ...buyer, email: "nope", country: "" },
      "cw_quote=1:5::",
    );
    expect(bad.result).toMatchObject({
      ok: false,
      errors: { email: expect.any(String), country: expect.any(String) },
      values: { name: "Ola Nabil" },
    });
    const flood = "flood@example.com";
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (
          await send(
            { intent: "submit", ...buyer, email: flood },
            "cw_quote=1:5::",
            "10.9.9.9",
          )
        ).status,
      );
    expect(statuses).toEqual([303, 303, 303, 429, 429]);
  });

  it("names the basket's products in Arabic on /ar, an untranslated one marked English; the stored request keeps the catalogue's names and the one shown", async () => {
    const english = (id: string) =>
      (
        getDb()
          .$client.prepare("SELECT name FROM products WHERE id = ?")
          .get(id) as { name: string }
      ).name;
    const lines = [
      { productId: "2", size: null, lengthM: 100, drumM: null },
      { productId: "3", size: null, lengthM: 50, drumM: null },
    ];
    const saved = arabicName("3");
    getDb()
      .$client.prepare(
        "UPDATE product_texts SET name = '' WHERE product_id = '3' AND locale = 'ar'",
      )
      .run();
    try {
      const [two, three] = viewBasket(lines, "ar");
      expect(two).toEqual({
        ...lines[0],
        productName: english("2"),
        // Values isolated and joined to their units (no wrap between "25" and "mm²").
        shownName: isolateLtr(keepUnits(arabicName("2"))),
        sizeDesignation: null,
      });
      expect(three).toEqual({
        ...lines[1],
        productName: english("3"),
        marks: { name: { lang: "en", dir: "ltr" } },
        sizeDesignation: null,
      });
      // English pages: the names as before, nothing added.
      expect(viewBasket(lines, "en")[0]).toEqual({
        ...lines[0],
        productName: english("2"),
        sizeDesignation: null,
      });

      const { status, headers } = await send(
        { intent: "submit", ...buyer, email: "basket-ar@example.com" },
        "cw_quote=2:100::",
        "10.0.0.7",
        "/ar/quote",
      );
      expect(status).toBe(303);
      const token = headers
        .get("Location")!
        .match(/\/quote\/sent\/([A-Za-z0-9_-]{32})$/)![1]!;
      expect(
        quoteByToken(token)!.lines.map((line) => [
          line.productName,
          line.shownName,
        ]),
      ).toEqual([[english("2"), arabicName("2")]]);
    } finally {
      getDb()
        .$client.prepare(
          "UPDATE product_texts SET name = ? WHERE product_id = '3' AND locale = 'ar'",
        )
        .run(saved);
    }
  });

  it("answers a post from /ar/quote in Arabic, and one from /quote in English as before", async () => {
    const added = await send(
      { intent: "add", productId: "2", length: "1500", reply: "stay" },
      undefined,
      "10.0.0.1",
      "/ar/quote",
    );
    expect(added.result).toMatchObject({ ok: true });
    const message = added.result?.ok ? added.result.message : "";
    // Western digits, ar-EG grouping (decision 044), as formatWhole writes it on Arabic pages.
    // The product named as its Arabic card names it; the length's unit is its symbol (decision 044).
    expect(message).toBe(
      `أُضيف إلى طلب عرض السعر: \u2068${isolateLtr(keepUnits(arabicName("2")))}\u2069، \u2066${formatWhole(1500, "ar")} m\u2069.`,
    );
    const english = await send({
      intent: "add",
      productId: "2",
      length: "1500",
      reply: "stay",
    });
    expect(english.result?.ok && english.result.message).toMatch(
      /^Added to your quote: .+, 1,500 m\.$/,
    );
    const badLength = await send(
      { intent: "add", productId: "1", length: "5.5", reply: "stay" },
      undefined,
      "10.0.0.1",
      "/ar/quote",
    );
    expect(badLength.result).toMatchObject({
      ok: false,
      errors: { length: ar.lengthInvalid, form: ar.lengthInvalid },
    });
    const bad = await send(
      { intent: "submit", ...buyer, email: "nope", country: "" },
      "cw_quote=1:5::",
      "10.0.0.1",
      "/ar/quote",
    );
    expect(bad.status).toBe(400);
    expect(bad.result).toMatchObject({
      ok: false,
      errors: {
        form: "يُرجى تصحيح الحقول المميزة.",
        email: "يُرجى إدخال بريد إلكتروني صحيح",
        country: "يُرجى إدخال دولتك",
      },
    });
    const empty = await send(
      { intent: "submit", ...buyer },
      undefined,
      "10.0.0.1",
      "/ar/quote",
    );
    expect(empty.result).toMatchObject({ errors: { form: ar.noLines } });
    const englishBad = await send(
      { intent: "submit", ...buyer, email: "nope", country: "" },
      "cw_quote=1:5::",
    );
    expect(englishBad.result).toMatchObject({
      errors: {
        form: "Please correct the highlighted fields.",
        email: "Please enter a valid email address",
        country: "Please enter your country",
      },
    });
  });

  it("takes a size of the product from the catalogue, snapshotting its article and designation", async () => {
    const size = listSizes("1")[1]!;
    const added = await send({
      intent: "add",
      productId: "1",
      size: size.articleNumber,
      length: "40",
    });
    expect(added.status).toBe(303);
    const cookie = cookieFrom(added.headers);
    expect(cookie).toBe(`cw_quote=1:40::${size.articleNumber}`);
    const sent = await send(
      { intent: "submit", ...buyer, email: "sizes@example.com" },
      cookie,
      "10.7.7.7",
    );
    const stored = quoteByToken(
      sent.headers.get("Location")!.split("/").pop()!,
    )!;
    expect(stored.lines[0]).toMatchObject({
      sizeArticle: size.articleNumber,
      sizeDesignation: size.designation,
    });
    expect(size.designation).toMatch(/^\d+x[\d.]+/);

    // Another product's size, or an article the catalogue never had, is refused and not added.
    for (const article of [listSizes("2")[0]!.articleNumber, "CW-NONE-9X9"]) {
      const refused = await send({
        intent: "add",
        productId: "1",
        size: article,
        length: "40",
        reply: "stay",
      });
      expect(refused.status, article).toBe(400);
      expect(refused.headers.get("Set-Cookie")).toBeNull();
      expect(refused.result).toMatchObject({
        ok: false,
        errors: {
          form: expect.stringContaining("That size is not in our catalogue"),
        },
      });
    }
  });
});

describe("a quote request's delivery", () => {
  it("sends the company its copy and the buyer an acknowledgement listing the lines, with the PDF", async () => {
    const transport = new FakeTransport();
    setTransportForTests(transport);
    const line = {
      productId: "1",
      size: null,
      lengthM: 1500,
      drumM: 500,
      productName: "PVC Twin Core",
      sizeDesignation: null,
    };
    const stored = storeQuote(
      { ...buyer, phone: "+20 100 000 0000", neededBy: "" },
      [line],
    );
    expect(await deliver("quote", stored.id)).toBe("sent");
    expect(await deliver("quoteAck", stored.id)).toBe("sent");
    // (Earlier tests' requests may be delivered meanwhile: find this one's two e-mails.)
    const company = transport.sent.find((mail) =>
      mail.subject.startsWith(`[Quote] ${stored.reference}`),
    );
    const ack = transport.sent.find((mail) =>
      mail.subject.includes(`request ${stored.reference}`),
    );
    expect(company!.to).toBeUndefined();
    expect(company!.subject).toBe(
      `[Quote] ${stored.reference}: Ola Nabil (Nile Contracting)`,
    );
    expect(company!.replyTo).toEqual({
      name: "Ola Nabil",
      address: "ola@example.com",
    });
    expect(company!.text).toContain(
      "1. PVC Twin Core: 1,500 m on drums of 500 m",
    );
    expect(ack!.to).toBe("ola@example.com");
    expect(ack!.text).toContain(stored.reference);
    expect(ack!.text).toContain("1. PVC Twin Core: 1,500 m on drums of 500 m");
    const pdf = ack!.attachments![0]!;
    expect(pdf).toMatchObject({
      filename: `${stored.reference}.pdf`,
      contentType: "application/pdf",
    });
    expect("content" in pdf && pdf.content.subarray(0, 5).toString()).toBe(
      "%PDF-",
    );
    // Each e-mail is its own outbox row: sent once each.
    expect(await deliver("quote", stored.id)).toBeUndefined();
    expect(
      getDb().select().from(quotes).where(eq(quotes.id, stored.id)).get()
        ?.deliveryState,
    ).toBe("sent");
  });
});

describe("the admin's quote requests", () => {
  it("saves a status and internal notes checked by the form's schema", async () => {
    const line = {
      productId: "1",
      size: null,
      lengthM: 10,
      drumM: null,
      productName: "X",
      sizeDesignation: null,
    };
    const stored = storeQuote({ ...buyer, phone: "", neededBy: "" }, [line]);
    const form = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [key, value] of Object.entries(fields))
        body.append(key, value);
      return body;
    };
    const ok = saveQuoteHandling(
      stored.id,
      form({ status: "quoted", internalNotes: "Sent offer 12/26" }),
    ) as unknown as { data: { ok: boolean } };
    expect(ok.data.ok).toBe(true);
    expect(
      getDb().select().from(quotes).where(eq(quotes.id, stored.id)).get(),
    ).toMatchObject({ status: "quoted", internalNotes: "Sent offer 12/26" });
    const bad = saveQuoteHandling(
      stored.id,
      form({ status: "paid" }),
    ) as unknown as { data: { ok: boolean } };
    expect(bad.data.ok).toBe(false);
    expect(
      getDb().select().from(quotes).where(eq(quotes.id, stored.id)).get()
        ?.status,
    ).toBe("quoted");
    const gone = saveQuoteHandling(
      999_999,
      form({ status: "won" }),
    ) as unknown as { data: { ok: boolean } };
    expect(gone.data.ok).toBe(false);
  });

  it("exports every line as CSV, formula-like text defused", () => {
    const line = {
      productId: "1",
      size: null,
      lengthM: 42,
      drumM: null,
      productName: 'Cable, "special"',
      sizeDesignation: null,
    };
    storeQuote(
      { ...buyer, name: "=cmd|' /C calc'!A0", phone: "+20 1", neededBy: "" },
      [line],
    );
    const csv = quotesCsv();
    const [header, ...records] = csv.split("\r\n");
    expect(header!.split(",").slice(0, 4)).toEqual([
      "reference",
      "received",
      "status",
      "name",
    ]);
    const record = records.find((r) => r.includes("calc"))!;
    expect(record).toContain(",'=cmd|' /C calc'!A0,");
    expect(record).toContain("'+20 1");
    expect(record).toContain('"Cable, ""special"""');
    expect(record).toContain(",42,");
  });
});
