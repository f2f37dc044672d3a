import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import { getEnv } from "../platform/env.server";
import { createTransport, type Mail } from "./mail.server";

/**
 * Issue 35, point 7c: a mail client shows a subject or a Reply-To name with nothing isolating it,
 * so the bidi controls a visitor typed are taken out of every header value, on the wire.
 */

const BIDI = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;
const SPOOF = "Ahmed\u202efdp.exe";

const received: ParsedMail[] = [];
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
        simpleParser(Buffer.concat(chunks)).then((parsed) => {
          received.push(parsed);
          callback();
        }, callback);
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

afterEach(() => vi.unstubAllGlobals());

const mail: Mail = {
  subject: `[Contact] ${SPOOF} \u2067\u202bwins\u200f\u061c`,
  replyTo: { name: SPOOF, address: "ahmed@example.com" },
  text: `From ${SPOOF}`,
  attachments: [
    {
      filename: "cv\u202efdp.exe",
      contentType: "application/pdf",
      content: Buffer.from("%PDF-1.4\n"),
    },
  ],
  templateParams: { from_name: SPOOF },
};

describe("mail headers (issue 35)", () => {
  it("carry no bidi control over SMTP: subject, Reply-To name, attachment name", async () => {
    const transport = createTransport({
      ...getEnv(),
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_TO: "sales@example.com",
    })!;
    await transport.send(mail);
    const got = received.at(-1)!;
    expect(got.subject).toBe("[Contact] Ahmedfdp.exe wins");
    const replyTo = got.replyTo!.value[0]!;
    expect(replyTo).toMatchObject({
      name: "Ahmedfdp.exe",
      address: "ahmed@example.com",
    });
    expect(got.attachments[0]!.filename).toBe("cvfdp.exe");
    expect(got.subject).not.toMatch(BIDI);
    // The body is the visitor's text as written (a plain-text body has no header to spoof).
    expect(got.text).toContain(SPOOF);
  });

  it("carry none through the e-mail service either", async () => {
    let body = "";
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        body = String(init.body);
        return new Response("OK");
      }),
    );
    const transport = createTransport({
      ...getEnv(),
      SMTP_URL: undefined,
      EMAILJS_SERVICE_ID: "s",
      EMAILJS_TEMPLATE_ID: "t",
      EMAILJS_PUBLIC_KEY: "k",
    })!;
    await transport.send(mail);
    const params = (
      JSON.parse(body) as { template_params: Record<string, string> }
    ).template_params;
    expect(params.subject).not.toMatch(BIDI);
    expect(params.from_name).toBe("Ahmedfdp.exe");
  });
});
