import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { holdMail } from "../support/mailbox";
import { uniqueMarker } from "../support/smtp-listener";
import { startOwnServer, stopOwnServer } from "../support/spawned-server";
import { expect, test, testClientAddress } from "../support/fixtures";

/**
 * Issue 35, point 3: a confirmation says what happened to the mail, as the server decided it,
 * never more. Mail configured: the message is queued for the outbox's worker, and the quote page
 * says "on its way" until the copy has gone. No mail set up: stored, sent once mail is set up. A
 * copy refused by the acknowledgement's limit: not sent. Read as the HTML a browser without
 * JavaScript gets (a post, then the page it answers or redirects to); no browser page.
 */

/** Posts a form as a browser without JavaScript would, from `client`, and answers the HTML shown. */
async function postPage(
  api: APIRequestContext,
  base: string,
  path: string,
  form: Record<string, string>,
  { client, cookie }: { client: string; cookie?: string },
) {
  const response = await api.post(`${base}${path}`, {
    form,
    headers: {
      Origin: base,
      "X-Forwarded-For": client,
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
  expect(response.status()).toBe(200);
  return { html: await response.text(), url: response.url() };
}

/** A quote request for one line of the seeded product 1, as /quote's form sends it. */
function sendQuote(
  api: APIRequestContext,
  base: string,
  email: string,
  { client, arabic = false }: { client: string; arabic?: boolean },
) {
  return postPage(
    api,
    base,
    arabic ? "/ar/quote" : "/quote",
    {
      intent: "submit",
      name: "Ola Nabil",
      email,
      country: "Egypt",
      "length-0": "100",
    },
    { client, cookie: "cw_quote=1:100::" },
  );
}

/**
 * The text of the page's main element, markup and the direction marks around a value taken out.
 * Only what is shown: the page also carries its whole copy section for hydration (decision 042).
 */
const textOf = (html: string) =>
  (/<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "")
    .replace(/<[^>]+>/g, "")
    .replace(/[\u2066-\u2069\u200e\u200f]/g, "")
    .replace(/&#x27;|&#39;/g, "'");

test.describe("with mail configured (the shared server)", () => {
  test("contact and careers say the message is on its way by e-mail, with the spec's toast text", async ({
    request,
    baseURL,
  }) => {
    const base = baseURL!;
    const client = testClientAddress();
    const contact = textOf(
      (
        await postPage(
          request,
          base,
          "/contact",
          {
            email: `${uniqueMarker("queued")}@example.com`,
            subject: uniqueMarker("Queued"),
            message: "Is this on its way?",
          },
          { client },
        )
      ).html,
    );
    expect(contact).toContain("Message sent successfully!");
    expect(contact).toContain("on its way to our sales team by e-mail");
    expect(contact).not.toContain("once our mail is set up");

    const careers = textOf(
      (
        await postPage(
          request,
          base,
          "/careers",
          {
            fullName: "Queued Applicant",
            email: `${uniqueMarker("queued")}@example.com`,
          },
          { client },
        )
      ).html,
    );
    expect(careers).toContain("Application submitted successfully!");
    expect(careers).toContain("on its way to our HR team by e-mail");
  });

  test("the quote page says the copy is on its way while it is, and sent once it has gone", async ({
    request,
    baseURL,
  }) => {
    const base = baseURL!;
    const email = `${uniqueMarker("ack")}@example.com`;
    // The mail server refuses this buyer's copy until released: it stays queued meanwhile.
    const release = holdMail(email);
    try {
      const sent = await sendQuote(request, base, email, {
        client: testClientAddress(),
      });
      expect(sent.url).toMatch(/\/quote\/sent\/[A-Za-z0-9_-]{32}$/);
      const queued = textOf(sent.html);
      expect(queued).toContain(
        `A copy is on its way to ${email} and should arrive within a few minutes`,
      );
      expect(queued).not.toContain("We have sent a copy");
      release();
      await expect
        .poll(async () => textOf(await (await request.get(sent.url)).text()), {
          timeout: 15_000,
        })
        .toContain(`We have sent a copy to ${email}`);
    } finally {
      release();
    }
  });
});

test.describe("without mail (a server of its own, no SMTP, no e-mail service)", () => {
  let server: ChildProcess;
  let dataDir: string;
  let base: string;
  test.beforeAll(async () => {
    const own = await startOwnServer("no-mail", {
      FORM_RATE_LIMIT_PER_IP: "1000",
      // One copy an hour per address: the second request to it is refused its copy.
      QUOTE_ACKS_PER_RECIPIENT: "1",
    });
    server = own.server;
    dataDir = own.dataDir;
    base = `http://127.0.0.1:${own.port}`;
  });
  test.afterAll(async () => {
    await stopOwnServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("contact and careers say the message is saved and will be e-mailed once mail is set up, in English and Arabic", async ({
    request,
  }) => {
    const client = "127.0.0.1";
    const contact = textOf(
      (
        await postPage(
          request,
          base,
          "/contact",
          {
            email: "no-mail@example.com",
            subject: "Not configured",
            message: "Where does this go?",
          },
          { client },
        )
      ).html,
    );
    expect(contact).toContain("Message received!");
    expect(contact).toContain(
      "will be e-mailed to them once our mail is set up",
    );
    expect(contact).not.toContain("Message sent successfully!");
    expect(contact).not.toContain("on its way");

    const arabic = textOf(
      (
        await postPage(
          request,
          base,
          "/ar/contact",
          {
            email: "no-mail-ar@example.com",
            subject: "غير مهيأ",
            message: "أين تذهب هذه الرسالة؟",
          },
          { client },
        )
      ).html,
    );
    expect(arabic).toContain("تم استلام رسالتك!");
    expect(arabic).toContain("فور إعداد خدمة البريد لدينا");
    expect(arabic).not.toContain("تم إرسال رسالتك بنجاح!");

    const careers = textOf(
      (
        await postPage(
          request,
          base,
          "/careers",
          { fullName: "Waiting Applicant", email: "applicant@example.com" },
          { client },
        )
      ).html,
    );
    expect(careers).toContain("Application received!");
    expect(careers).toContain("once our mail is set up");
    expect(careers).not.toContain("Application submitted successfully!");
  });

  test("the quote page says the copy will be sent once mail is set up, or, past the limit, that none was sent", async ({
    request,
  }) => {
    const client = "127.0.0.1";
    const first = textOf(
      (await sendQuote(request, base, "buyer@example.com", { client })).html,
    );
    expect(first).toContain(
      "We will e-mail a copy to buyer@example.com as soon as our mail is set up",
    );
    expect(first).not.toContain("We have sent a copy");

    const arabic = textOf(
      (
        await sendQuote(request, base, "buyer-ar@example.com", {
          client,
          arabic: true,
        })
      ).html,
    );
    expect(arabic).toContain(
      "سنرسل نسخة منه إلى buyer-ar@example.com فور إعداد خدمة البريد لدينا",
    );
    expect(arabic).not.toContain("أرسلنا نسخة");

    // The same address again within the hour: the limit refuses the copy, and the page says so.
    const refused = textOf(
      (await sendQuote(request, base, "buyer@example.com", { client })).html,
    );
    expect(refused).toContain("We did not send a copy by e-mail this time");
    expect(refused).not.toContain("as soon as our mail is set up");
  });
});
