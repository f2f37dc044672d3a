import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { faqFormSchema } from "~/lib/forms/admin/faq";
import { jobFormSchema } from "~/lib/forms/admin/jobs";
import { listAdminFaq, saveFaq } from "../admin/content.server";
import { listAdminJobs, saveJob } from "../admin/jobs.server";
import { listAdminDownloads } from "../admin/downloads.server";
import { listOpenJobs } from "./jobs.server";
import { withAuditActor } from "../audit/context.server";
import { currentContentVersion } from "../db/content-version.server";
import { getDb } from "../db/client.server";
import { auditLog } from "../db/schema.server";
import { listFaq } from "./faq.server";
import {
  TEXT_KINDS,
  arabicState,
  countNeedingArabic,
} from "./locale-texts.server";

/** The content's Arabic beside its English (docs/decisions/041), shown on a FAQ entry. */
const input = (values: Record<string, string>) =>
  faqFormSchema.parse({ position: "", ...values });
const arabicRow = (id: number) =>
  getDb()
    .$client.prepare(
      "SELECT question, answer FROM faq_texts WHERE faq_id = ? AND locale = 'ar'",
    )
    .get(id);

function addQuestion(values: Record<string, string>): number {
  const saved = saveFaq(
    null,
    input({
      question: "Do you ship to Oman?",
      answer: "Yes, by road.",
      ...values,
    }),
  );
  if (!saved.ok) throw new Error("not saved");
  return saved.value;
}

describe("the seeded Arabic (migration 0017)", () => {
  const migration = fs.readFileSync(
    path.resolve("drizzle/0017_arabic_content.sql"),
    "utf8",
  );
  const rerun = () =>
    migration
      .split("--> statement-breakpoint")
      .forEach((statement) => getDb().$client.exec(statement));

  it("gives the seeded FAQ and openings their Arabic, so nothing seeded needs Arabic", () => {
    const faq = listFaq("ar");
    expect(faq[0]).toMatchObject({
      question: "ما الاختبارات التي يجتازها كل كابل قبل خروجه من المصنع؟",
      lang: { question: "ar", answer: "ar" },
    });
    expect(faq[1]!.answer).toContain("IEC 60502-1");
    expect(listOpenJobs("ar", "2026-11-25").map((job) => job.title)).toEqual([
      "مهندس كهرباء",
      "مدير مبيعات",
      "مفتش مراقبة جودة",
    ]);
    expect(countNeedingArabic(TEXT_KINDS.faq)).toBe(0);
    expect(countNeedingArabic(TEXT_KINDS.jobs)).toBe(0);
    expect(countNeedingArabic(TEXT_KINDS.downloads)).toBe(0);
    expect(listAdminDownloads()[0]).toMatchObject({
      title: "Complete Product Catalogue",
      titleAr: "الكتالوج الشامل للمنتجات",
      arabic: "complete",
    });
  });

  it("never overwrites an editor's Arabic, nor translates an item whose English was rewritten", () => {
    const first = listAdminFaq()[0]!;
    saveFaq(
      first.id,
      input({
        question: first.question,
        answer: first.answer,
        questionAr: "سؤال المحرر",
        answerAr: "",
      }),
    );
    const second = listAdminFaq()[1]!;
    saveFaq(
      second.id,
      input({ question: "A rewritten question?", answer: second.answer }),
    );
    rerun();
    expect(arabicRow(first.id)).toEqual({
      question: "سؤال المحرر",
      answer: "",
    });
    expect(arabicRow(second.id)).toBeUndefined();
  });
});

describe("a FAQ entry's Arabic", () => {
  it("is written with the English, read on Arabic pages marked ar, and never shown to English pages", () => {
    const before = currentContentVersion();
    const id = addQuestion({
      questionAr: "هل تشحنون إلى عُمان؟",
      answerAr: "نعم، برًّا.",
    });
    expect(arabicRow(id)).toEqual({
      question: "هل تشحنون إلى عُمان؟",
      answer: "نعم، برًّا.",
    });
    // The render cache sees it: the texts tables' triggers move the content version.
    expect(currentContentVersion()).not.toBe(before);
    expect(listFaq("ar").find((entry) => entry.id === id)).toEqual({
      id,
      question: "هل تشحنون إلى عُمان؟",
      answer: "نعم، برًّا.",
      lang: { question: "ar", answer: "ar" },
    });
    expect(listFaq("en").find((entry) => entry.id === id)).toEqual({
      id,
      question: "Do you ship to Oman?",
      answer: "Yes, by road.",
      lang: { question: "en", answer: "en" },
    });
    expect(listAdminFaq().find((entry) => entry.id === id)?.arabic).toBe(
      "complete",
    );
  });

  it("falls back to English field by field, marked en, when the Arabic is partial", () => {
    const id = addQuestion({ questionAr: "هل تشحنون إلى قطر؟" });
    expect(listFaq("ar").find((entry) => entry.id === id)).toMatchObject({
      question: "هل تشحنون إلى قطر؟",
      answer: "Yes, by road.",
      lang: { question: "ar", answer: "en" },
    });
    expect(listAdminFaq().find((entry) => entry.id === id)?.arabic).toBe(
      "partial",
    );
  });

  it("left wholly empty deletes the Arabic row, so the page shows the English", () => {
    const id = addQuestion({ questionAr: "سؤال", answerAr: "جواب" });
    const saved = saveFaq(
      id,
      input({
        question: "Do you ship to Oman?",
        answer: "Yes, by road.",
        questionAr: "  ",
        answerAr: "",
      }),
    );
    expect(saved.ok).toBe(true);
    expect(arabicRow(id)).toBeUndefined();
    expect(listFaq("ar").find((entry) => entry.id === id)?.lang).toEqual({
      question: "en",
      answer: "en",
    });
    expect(listAdminFaq().find((entry) => entry.id === id)?.arabic).toBe(
      "missing",
    );
  });

  it("is counted for the dashboard while missing or partial, and no longer once complete", () => {
    const before = countNeedingArabic(TEXT_KINDS.faq);
    const id = addQuestion({});
    expect(countNeedingArabic(TEXT_KINDS.faq)).toBe(before + 1);
    saveFaq(
      id,
      input({
        question: "Do you ship to Oman?",
        answer: "Yes, by road.",
        questionAr: "سؤال",
      }),
    );
    expect(countNeedingArabic(TEXT_KINDS.faq)).toBe(before + 1);
    saveFaq(
      id,
      input({
        question: "Do you ship to Oman?",
        answer: "Yes, by road.",
        questionAr: "سؤال",
        answerAr: "جواب",
      }),
    );
    expect(countNeedingArabic(TEXT_KINDS.faq)).toBe(before);
  });

  it("cleans hostile input as the English does and keeps the same limits", () => {
    const parsed = faqFormSchema.safeParse({
      question: "Q?",
      answer: "A.",
      questionAr: "سؤال\u0000\tجديد",
      answerAr: "",
      position: "",
    });
    expect(parsed.success && parsed.data.questionAr).toBe("سؤال جديد");
    expect(
      faqFormSchema.safeParse({
        question: "Q?",
        answer: "A.",
        questionAr: "س".repeat(301),
        position: "",
      }).success,
    ).toBe(false);
  });

  it("is recorded by the audit log like the English", () => {
    withAuditActor(
      { id: 77, username: "translator" },
      () => addQuestion({ questionAr: "سؤال مسجّل", answerAr: "جواب" }),
      "req-arabic",
    );
    const entries = getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.requestId, "req-arabic"))
      .all();
    const arabic = entries.filter(
      (entry) =>
        entry.entity === "faq_texts" &&
        JSON.stringify(entry.changes).includes("سؤال مسجّل"),
    );
    expect(arabic).toHaveLength(1);
  });
});

describe("arabicState", () => {
  it("says missing, partial or complete, by the fields the English has", () => {
    expect(arabicState({ a: "x", b: "y" }, null)).toBe("missing");
    expect(arabicState({ a: "x", b: "y" }, { a: "س", b: "" })).toBe("partial");
    expect(arabicState({ a: "x", b: "" }, { a: "س", b: "" })).toBe("complete");
    expect(arabicState({ a: "x", list: ["r"] }, { a: "س", list: [] })).toBe(
      "partial",
    );
  });
});

describe("a job opening's Arabic", () => {
  const job = (values: Record<string, string>) =>
    jobFormSchema.parse({
      title: "Line Operator",
      department: "Production",
      location: "New Borg El Arab City",
      type: "Full-time",
      experience: "1+ years",
      description: "Run an extrusion line.",
      requirements: "Technical diploma\nShift work",
      datePosted: "2026-11-20",
      validThrough: "",
      open: "on",
      position: "",
      ...values,
    });

  it("is written with the English and read field by field, the requirements as a list, falling back to English", () => {
    const before = countNeedingArabic(TEXT_KINDS.jobs);
    const saved = saveJob(
      null,
      job({
        titleAr: "مشغّل خط",
        requirementsAr: "دبلوم فني\nالعمل بنظام الورديات\n",
      }),
    );
    if (!saved.ok) throw new Error("not saved");
    expect(countNeedingArabic(TEXT_KINDS.jobs)).toBe(before + 1);
    const admin = listAdminJobs().find((row) => row.id === saved.value)!;
    expect(admin).toMatchObject({
      titleAr: "مشغّل خط",
      requirementsAr: ["دبلوم فني", "العمل بنظام الورديات"],
      arabic: "partial",
    });
    const read = listOpenJobs("ar", "2026-11-25").find(
      (row) => row.slug === admin.slug,
    )!;
    expect(read).toMatchObject({
      title: "مشغّل خط",
      department: "Production",
      requirements: ["دبلوم فني", "العمل بنظام الورديات"],
    });
    expect(read.lang).toMatchObject({
      title: "ar",
      department: "en",
      requirements: "ar",
    });
    const english = listOpenJobs("en", "2026-11-25").find(
      (row) => row.slug === admin.slug,
    )!;
    expect(english).toMatchObject({
      title: "Line Operator",
      requirements: ["Technical diploma", "Shift work"],
    });
    expect(english.lang?.title).toBe("en");

    const full = {
      titleAr: "مشغّل خط",
      departmentAr: "الإنتاج",
      locationAr: "مدينة برج العرب الجديدة",
      typeAr: "دوام كامل",
      experienceAr: "سنة واحدة على الأقل",
      descriptionAr: "تشغيل خط بثق.",
      requirementsAr: "دبلوم فني",
    };
    expect(saveJob(saved.value, job(full)).ok).toBe(true);
    expect(listAdminJobs().find((row) => row.id === saved.value)?.arabic).toBe(
      "complete",
    );
    expect(countNeedingArabic(TEXT_KINDS.jobs)).toBe(before);
  });

  it("refuses Arabic requirements past the English limits", () => {
    expect(
      jobFormSchema.safeParse({
        ...job({}),
        requirements: "x",
        requirementsAr: "ب".repeat(301),
      }).success,
    ).toBe(false);
  });
});
