import { afterEach, describe, expect, it, vi } from "vitest";
import { quote as ar } from "~/locales/ar/quote";
import { quote as en } from "~/locales/en/quote";
import { loader as sentLoader } from "~/routes/site/quote-sent";
import { resetRateLimitsForTests } from "../messages/inbox.server";
import {
  type Mail,
  type MailTransport,
  setTransportForTests,
} from "../messages/mail.server";
import { MAX_ATTEMPTS, deliver } from "../messages/outbox.server";
import { listQuotesPage } from "../admin/quotes.server";
import { quoteAction } from "./quote-actions.server";
import { acknowledgementState, quoteByToken } from "./quotes.server";
import { createLoadContext } from "~/server/platform/request-context.server";

/**
 * Issue 35, point 7d: the acknowledgement mails its PDF to whatever address a visitor types, so it
 * is limited per hour: to 3 different addresses per client address, and 3 mails per address. Past
 * a limit the request is still taken and reaches the sales team; only the buyer's copy is
 * withheld, and the confirmation page says that no copy was sent.
 */

class FakeTransport implements MailTransport {
  readonly name = "smtp" as const;
  sent: Mail[] = [];
  async send(mail: Mail) {
    this.sent.push(mail);
  }
}

const MINUTE = 60 * 1000;

/** Whether the buyer's copy was taken into the outbox (not withheld by its limit). */
const hasAcknowledgement = (id: number) =>
  acknowledgementState(id) !== "withheld";

afterEach(() => {
  resetRateLimitsForTests();
  setTransportForTests(null);
  vi.useRealTimers();
});

/** A quote request from `ip` for `email`: the stored request's id and its confirmation token. */
async function submit(ip: string, email: string) {
  const body = new FormData();
  const fields = {
    intent: "submit",
    name: "Ola Nabil",
    email,
    country: "Egypt",
    "length-0": "100",
  };
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const answer = await quoteAction(
    new Request("http://localhost/quote", {
      method: "POST",
      body,
      headers: { cookie: "cw_quote=1:100::" },
    }),
    ip,
  );
  if (!(answer instanceof Response)) throw new Error("not stored");
  expect(answer.status).toBe(303);
  const token = answer.headers.get("Location")!.split("/").pop()!;
  return { id: quoteByToken(token)!.quote.id, token };
}

describe("the quote acknowledgement's limits (issue 35)", () => {
  // No transport while posting: the test delivers by hand.
  setTransportForTests(undefined);

  it("sends one client address's copies to 3 addresses an hour, takes every request", async () => {
    const ip = "10.35.4.1";
    const stored = [];
    for (let n = 1; n <= 5; n++)
      stored.push(await submit(ip, `stranger${n}@example.com`));
    expect(stored.map(({ id }) => hasAcknowledgement(id))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    // An address this client already had a copy sent to is not a new one.
    const again = await submit(ip, "stranger2@example.com");
    expect(hasAcknowledgement(again.id)).toBe(true);
    // Another client address has its own count.
    const other = await submit("10.35.4.2", "stranger6@example.com");
    expect(hasAcknowledgement(other.id)).toBe(true);

    // Withheld: the company's mail goes, the buyer's does not.
    const transport = new FakeTransport();
    setTransportForTests(transport);
    const withheld = stored[3]!.id;
    expect(await deliver("quote", withheld)).toBe("sent");
    expect(await deliver("quoteAck", withheld)).toBeUndefined();
    expect(transport.sent.map((mail) => mail.to)).toEqual([undefined]);
    expect(
      listQuotesPage(1).rows.find((row) => row.id === withheld)
        ?.acknowledgement,
    ).toBe("withheld");
  });

  it("sends one address at most 3 copies an hour, whoever asks", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    const victim = "victim@example.com";
    const first = [];
    for (let n = 1; n <= 3; n++)
      first.push(await submit(`10.35.5.${n}`, victim));
    expect(first.every(({ id }) => hasAcknowledgement(id))).toBe(true);
    // Past the contact form's 10-minute limit per address, within the hour: taken, no copy.
    vi.setSystemTime(start + 11 * MINUTE);
    const fourth = await submit("10.35.5.4", victim);
    expect(hasAcknowledgement(fourth.id)).toBe(false);
    // An hour after the first three, the address gets copies again.
    vi.setSystemTime(start + 61 * MINUTE);
    const later = await submit("10.35.5.5", victim);
    expect(hasAcknowledgement(later.id)).toBe(true);
  });

  it("tells the visitor honestly on the confirmation page whether a copy was sent", async () => {
    const ip = "10.35.6.1";
    const pages = [];
    for (let n = 1; n <= 4; n++) {
      const { token } = await submit(ip, `page${n}@example.com`);
      pages.push(
        sentLoader({
          params: { token },
          request: new Request(`http://localhost/quote/sent/${token}`),
          context: createLoadContext({ clientIp: "", dataRequest: false }),
        } as unknown as Parameters<typeof sentLoader>[0]),
      );
    }
    const states = pages.map((page) =>
      "acknowledgement" in page ? page.acknowledgement : null,
    );
    // No transport while posting: the three copies wait for mail to be set up; the fourth is none.
    expect(states).toEqual([
      "unconfigured",
      "unconfigured",
      "unconfigured",
      "withheld",
    ]);
    expect(en.sentLeadNoCopy).toMatch(/did not send a copy/);
    expect(en.sentLeadNoCopy).not.toMatch(/have sent/);
  });
});

describe("the confirmation page's account of the buyer's copy (issue 35)", () => {
  const loadPage = (token: string) =>
    sentLoader({
      params: { token },
      request: new Request(`http://localhost/quote/sent/${token}`),
      context: createLoadContext({ clientIp: "", dataRequest: false }),
    } as unknown as Parameters<typeof sentLoader>[0]);

  it("reads queued, then sent, from the outbox when mail is configured", async () => {
    setTransportForTests(undefined);
    const { id, token } = await submit("10.35.7.1", "outlook@example.com");
    // Its immediate delivery found no transport and left it waiting.
    await new Promise((resolve) => setImmediate(resolve));
    expect(acknowledgementState(id)).toBe("unconfigured");
    const transport = new FakeTransport();
    setTransportForTests(transport);
    // Mail set up since: the waiting copy is the outbox's to send.
    expect(loadPage(token)).toMatchObject({ acknowledgement: "queued" });
    await deliver("quoteAck", id);
    expect(loadPage(token)).toMatchObject({ acknowledgement: "sent" });
    expect(transport.sent.map((mail) => mail.to)).toContain(
      "outlook@example.com",
    );
  });

  it("reads failed once the outbox gave up, and never claims a copy went", async () => {
    setTransportForTests(undefined);
    const { id } = await submit("10.35.7.2", "bounce@example.com");
    await new Promise((resolve) => setImmediate(resolve));
    setTransportForTests({
      name: "smtp",
      send: async () => {
        throw new Error("550 no such user");
      },
    });
    let state;
    // Each attempt is due at once when asked with a time past its next attempt.
    for (let n = 0; n < MAX_ATTEMPTS; n++)
      state = await deliver("quoteAck", id, Date.now() + 10 * 24 * 60 * MINUTE);
    expect(state).toBe("failed");
    expect(acknowledgementState(id)).toBe("failed");
  });

  it("words each state as what happened, in English and Arabic", () => {
    expect(en.sentLead).toMatch(/have sent a copy/);
    for (const lead of [
      en.sentLeadQueued,
      en.sentLeadUnconfigured,
      en.sentLeadFailed,
      en.sentLeadNoCopy,
    ])
      expect(lead).not.toMatch(/have sent/);
    expect(en.sentLeadUnconfigured).toMatch(
      /once|as soon as our mail is set up/,
    );
    for (const lead of [
      ar.sentLeadQueued,
      ar.sentLeadUnconfigured,
      ar.sentLeadFailed,
      ar.sentLeadNoCopy,
    ])
      expect(lead).not.toContain("أرسلنا");
  });
});
