import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FormResult } from "~/lib/forms/visitor-forms";
import { pdfDocument } from "../../../tests/support/hostile-uploads";
import { getDb } from "../db/client.server";
import { applications, messages } from "../db/schema.server";
import { resetRateLimitsForTests } from "./inbox.server";
import { setTransportForTests } from "./mail.server";
import { applicationAction, contactAction } from "./visitor-actions.server";
import { jobFormSchema } from "~/lib/forms/admin/jobs";
import { listAdminJobs, saveJob, setJobOpen } from "../admin/jobs.server";
import { careersCopy as arabicCareers } from "~/locales/ar/pages/careers";
import { formsCopy as arabicForms } from "~/locales/ar/pages/forms";

interface Answer {
  data: FormResult;
  init: ResponseInit | null;
}

function post(path: string, fields: Record<string, string | File>): Request {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return new Request(`http://localhost${path}`, { method: "POST", body });
}

async function send(
  action: typeof contactAction,
  fields: Record<string, string | File>,
  ip = "10.0.0.1",
  path = "/x",
) {
  const answer = (await action(post(path, fields), ip)) as unknown as Answer;
  return {
    result: answer.data,
    status: answer.init?.status ?? 200,
    headers: new Headers(answer.init?.headers),
  };
}

afterEach(() => {
  resetRateLimitsForTests();
  setTransportForTests(null);
});

describe("contact action", () => {
  setTransportForTests(undefined);

  it("stores a valid message (trimmed, e-mail lower-cased) and answers ok", async () => {
    const { result, status } = await send(contactAction, {
      firstName: " Ali ",
      email: " Ali@Example.COM ",
      subject: "Quote",
      message: "Hi",
    });
    expect(status).toBe(200);
    expect(result.ok).toBe(true);
    const row = getDb()
      .select()
      .from(messages)
      .where(eq(messages.id, (result as { id: number }).id))
      .get()!;
    expect(row).toMatchObject({
      firstName: "Ali",
      lastName: "",
      email: "ali@example.com",
      subject: "Quote",
      message: "Hi",
      deliveryState: "pending",
    });
  });

  it("answers bad input with 400 and the schema's messages, storing nothing", async () => {
    const before = getDb().select().from(messages).all().length;
    const { result, status } = await send(contactAction, {
      email: "nope",
      subject: " ",
      message: "x".repeat(5001),
    });
    expect(status).toBe(400);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      form: "Please correct the highlighted fields.",
      email: "Please enter a valid email address",
      subject: "Please enter a subject",
      message: "Please keep your message under 5,000 characters",
    });
    expect(getDb().select().from(messages).all().length).toBe(before);
  });

  it("answers a post from /ar/contact in Arabic, storing nothing", async () => {
    const before = getDb().select().from(messages).all().length;
    const { result, status } = await send(
      contactAction,
      { email: "nope", subject: " ", message: "x".repeat(5001) },
      "10.0.0.1",
      "/ar/contact",
    );
    expect(status).toBe(400);
    expect(result).toEqual({
      ok: false,
      errors: {
        form: "يُرجى تصحيح الحقول المميزة.",
        email: "يُرجى إدخال بريد إلكتروني صحيح",
        subject: "يُرجى إدخال الموضوع",
        message: "يُرجى ألا تتجاوز رسالتك 5,000 حرف",
      },
      values: { email: "nope", subject: " ", message: "x".repeat(5001) },
    });
    const bot = await send(
      contactAction,
      { email: "a@example.com", subject: "S", message: "M", website: "x" },
      "10.0.0.1",
      "/ar/contact",
    );
    expect(bot.result).toMatchObject({
      errors: { form: arabicForms.spamRejected },
    });
    expect(getDb().select().from(messages).all().length).toBe(before);
  });

  it("refuses the honeypot with a clear reason", async () => {
    const { result, status } = await send(contactAction, {
      email: "a@b.co",
      subject: "s",
      message: "m",
      website: "x",
    });
    expect(status).toBe(400);
    expect(result).toMatchObject({
      ok: false,
      errors: { form: expect.stringContaining("looks automated") },
    });
  });

  it("limits posts per sender e-mail and per address with 429 and Retry-After", async () => {
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await send(
            contactAction,
            { email: "same@example.com", subject: `s${i}`, message: "m" },
            `10.1.0.${i}`,
          )
        ).status,
      ).toBe(200);
    }
    const limited = await send(
      contactAction,
      { email: "same@example.com", subject: "s4", message: "m" },
      "10.1.0.9",
    );
    expect(limited.status).toBe(429);
    expect(limited.result).toMatchObject({
      ok: false,
      errors: { form: expect.stringContaining("Too many messages") },
    });
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);

    for (let i = 0; i < 30; i++) {
      expect(
        (
          await send(
            contactAction,
            { email: `p${i}@example.com`, subject: "s", message: "m" },
            "10.2.0.1",
          )
        ).status,
      ).toBe(200);
    }
    expect(
      (
        await send(
          contactAction,
          { email: "p31@example.com", subject: "s", message: "m" },
          "10.2.0.1",
        )
      ).status,
    ).toBe(429);
    // Another address is not affected.
    expect(
      (
        await send(
          contactAction,
          { email: "p32@example.com", subject: "s", message: "m" },
          "10.2.0.2",
        )
      ).status,
    ).toBe(200);
  });

  it("answers a body far too large for a message with 413", async () => {
    const request = new Request("http://localhost/contact", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": String(200 * 1024),
      },
      body: "email=a@b.co&subject=s&message=" + "x".repeat(200 * 1024 - 31),
    });
    const answer = (await contactAction(
      request,
      "10.3.0.1",
    )) as unknown as Answer;
    expect(answer.init?.status).toBe(413);
  });
});

describe("what the answer says of the mail (issue 35)", () => {
  const cases: {
    action: typeof contactAction;
    fields: Record<string, string>;
  }[] = [
    {
      action: contactAction,
      fields: { email: "mail@example.com", subject: "Outlook", message: "Hi" },
    },
    {
      action: applicationAction,
      fields: { fullName: "Mail Outlook", email: "mail@example.com" },
    },
  ];

  it("says queued when mail is configured: the row waits in the outbox for the worker", async () => {
    setTransportForTests({ name: "smtp", send: async () => undefined });
    for (const [n, { action, fields }] of cases.entries()) {
      const { result } = await send(action, fields, `10.35.3.${n}`);
      expect(result).toMatchObject({ ok: true, mail: "queued" });
    }
  });

  it("says unconfigured when no mail transport is set: stored, sent once mail is set up", async () => {
    setTransportForTests(undefined);
    for (const [n, { action, fields }] of cases.entries()) {
      const { result } = await send(action, fields, `10.35.3.${n + 10}`);
      expect(result).toMatchObject({ ok: true, mail: "unconfigured" });
      const table = action === contactAction ? messages : applications;
      expect(
        getDb()
          .select({ state: table.deliveryState })
          .from(table)
          .where(eq(table.id, (result as { id: number }).id))
          .get()?.state,
      ).toBe("pending");
    }
  });
});

describe("application action", () => {
  it("stores an application with its CV", async () => {
    const cv = new File([new Uint8Array(pdfDocument())], "cv.pdf");
    const { result } = await send(applicationAction, {
      fullName: "Mona Ali",
      email: "mona@example.com",
      position: "Sales Manager",
      message: "Hello",
      cv,
    });
    expect(result.ok).toBe(true);
    const row = getDb()
      .select()
      .from(applications)
      .where(eq(applications.id, (result as { id: number }).id))
      .get()!;
    expect(row).toMatchObject({
      fullName: "Mona Ali",
      position: "Sales Manager",
      cvName: "cv.pdf",
      cvType: "application/pdf",
    });
  });

  it("takes only an open position, named by its link, and keeps the title it was sent for", async () => {
    const bySlug = await send(applicationAction, {
      fullName: "Omar Said",
      email: "omar@example.com",
      position: "quality-control-inspector",
    });
    expect(bySlug.status).toBe(200);
    const id = (bySlug.result as { id: number }).id;
    const stored = () =>
      getDb().select().from(applications).where(eq(applications.id, id)).get()!
        .position;
    expect(stored()).toBe("Quality Control Inspector");
    // Renamed, then closed: the application keeps the title it was sent for.
    const job = listAdminJobs().find(
      (entry) => entry.slug === "quality-control-inspector",
    )!;
    const edit = (values: Record<string, string>) =>
      saveJob(
        job.id,
        jobFormSchema.parse({
          ...job,
          requirements: job.requirements.join("\n"),
          requirementsAr: job.requirementsAr.join("\n"),
          validThrough: job.validThrough ?? "",
          position: "",
          open: "on",
          ...values,
        }),
      );
    expect(edit({ title: "QC Inspector" }).ok).toBe(true);
    expect(setJobOpen(job.id, false).ok).toBe(true);
    expect(stored()).toBe("Quality Control Inspector");
    for (const position of [
      "quality-control-inspector",
      "QC Inspector",
      "Quality Control Inspector",
      "no-such-job",
      "<script>alert(1)</script>",
    ]) {
      const refused = await send(applicationAction, {
        fullName: "Late Applicant",
        email: "late@example.com",
        position,
      });
      expect(refused.status, position).toBe(400);
      expect(refused.result, position).toMatchObject({
        errors: {
          position:
            "This position is no longer open. Please choose another, or send a general application.",
        },
        values: { position },
      });
    }
    expect(
      getDb()
        .select()
        .from(applications)
        .all()
        .some((row) => row.fullName === "Late Applicant"),
    ).toBe(false);
    // A general application names none.
    const general = await send(applicationAction, {
      fullName: "Any Role",
      email: "any@example.com",
      position: "",
    });
    expect(general.status).toBe(200);
    expect(setJobOpen(job.id, true).ok).toBe(true);
    expect(edit({ title: "Quality Control Inspector" }).ok).toBe(true);
  });

  it("requires name and e-mail, and refuses a CV that is not a document", async () => {
    const missing = await send(applicationAction, { fullName: "", email: "" });
    expect(missing.status).toBe(400);
    expect(missing.result).toMatchObject({
      errors: {
        fullName: "Please enter your full name",
        email: "Please enter your email address",
      },
    });
    const wrong = await send(applicationAction, {
      fullName: "X",
      email: "x@example.com",
      cv: new File(["GIF89a"], "cv.pdf"),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.result).toMatchObject({
      errors: { cv: "Your CV must be a PDF or Word document." },
    });
  });

  it("answers a post from /ar/careers in Arabic, the CV's refusal too", async () => {
    const missing = await send(
      applicationAction,
      { fullName: "", email: "" },
      "10.0.0.1",
      "/ar/careers",
    );
    expect(missing.result).toMatchObject({
      errors: {
        form: arabicForms.invalid,
        fullName: "يُرجى إدخال اسمك الكامل",
        email: "يُرجى إدخال بريدك الإلكتروني",
      },
    });
    const wrong = await send(
      applicationAction,
      {
        fullName: "X",
        email: "x@example.com",
        cv: new File(["GIF89a"], "cv.pdf"),
      },
      "10.0.0.1",
      "/ar/careers",
    );
    expect(wrong.status).toBe(400);
    expect(wrong.result).toMatchObject({
      errors: {
        cv: arabicCareers.cvWrongType,
        form: arabicCareers.cvWrongType,
      },
    });
  });
});

describe("e-mail service transport", () => {
  it("posts the template parameters to the service and reports its status text on failure", async () => {
    const { createTransport, EMAILJS_ENDPOINT } = await import("./mail.server");
    const { parseEnv } = await import("../platform/env.server");
    const env = parseEnv({
      EMAILJS_SERVICE_ID: "svc",
      EMAILJS_TEMPLATE_ID: "tpl",
      EMAILJS_PUBLIC_KEY: "pub",
      MAIL_TO: "sales@example.com",
    });
    const transport = createTransport(env)!;
    expect(transport.name).toBe("emailjs");
    const fetchMock = vi.fn(async () => new Response("OK", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    try {
      await transport.send({
        subject: "S",
        text: "T",
        templateParams: { firstName: "A", email: "a@b.co" },
      });
      const [url, init] = fetchMock.mock.calls[0] as unknown as [
        string,
        RequestInit,
      ];
      expect(url).toBe(EMAILJS_ENDPOINT);
      expect(JSON.parse(String(init.body))).toMatchObject({
        service_id: "svc",
        template_id: "tpl",
        user_id: "pub",
        template_params: {
          firstName: "A",
          email: "a@b.co",
          to_email: "sales@example.com",
        },
      });
      fetchMock.mockResolvedValueOnce(new Response("limit", { status: 429 }));
      await expect(
        transport.send({ subject: "S", text: "T", templateParams: {} }),
      ).rejects.toThrow("429 Too Many Requests");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("prefers SMTP when both are configured, and is off when neither is", async () => {
    const { createTransport } = await import("./mail.server");
    const { parseEnv } = await import("../platform/env.server");
    expect(
      createTransport(
        parseEnv({
          SMTP_URL: "smtp://localhost:25",
          EMAILJS_SERVICE_ID: "a",
          EMAILJS_TEMPLATE_ID: "b",
          EMAILJS_PUBLIC_KEY: "c",
        }),
      )!.name,
    ).toBe("smtp");
    expect(createTransport(parseEnv({}))).toBeUndefined();
  });
});
