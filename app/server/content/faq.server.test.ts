import { describe, expect, it } from "vitest";
import { faqFormSchema } from "~/lib/forms/admin/faq";
import { currentContentVersion as readContentVersion } from "../db/content-version.server";
import { getDb } from "../db/client.server";
import {
  deleteFaq,
  listAdminFaq,
  restoreFaq,
  saveFaq,
} from "../admin/content.server";
import { listFaq } from "./faq.server";

/** The quality page's FAQ in the database (issue 18): seeded by its migration, edited in the admin. */
const input = (values: Record<string, string>) => faqFormSchema.parse(values);
const questions = () => listFaq().map((entry) => entry.question);

describe("the quality FAQ", () => {
  it("starts with the five questions the page always had, in their order", () => {
    expect(questions()).toEqual([
      "Which tests does every cable pass before it leaves the factory?",
      "Which standards do your products comply with?",
      "Can I get a test report or certificate for my order?",
      "How do you control the quality of raw materials?",
      "What happens if a product does not meet its specification?",
    ]);
    expect(listFaq()[1]!.answer).toMatch(
      /^Conductors follow IEC 60228\. Power cables follow IEC 60502-1/,
    );
  });

  it("adds, places, edits, deletes and restores, each seen by the public read at once", () => {
    const before = readContentVersion();
    const added = saveFaq(
      null,
      input({
        question: "Do you export?",
        answer: "Yes, to 14 countries.",
        position: "",
      }),
    );
    expect(added.ok).toBe(true);
    const id = added.ok ? added.value : 0;
    expect(questions().at(-1)).toBe("Do you export?");
    expect(readContentVersion()).toBeGreaterThan(before);

    // Moved to second place: the others keep their order around it, numbered 1..n.
    expect(
      saveFaq(
        id,
        input({
          question: "Do you export cables?",
          answer: "Yes.",
          position: "2",
        }),
      ).ok,
    ).toBe(true);
    expect(questions().slice(0, 3)).toEqual([
      "Which tests does every cable pass before it leaves the factory?",
      "Do you export cables?",
      "Which standards do your products comply with?",
    ]);
    expect(listAdminFaq().map((entry) => entry.position)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    // Edited with no position, it keeps its place.
    expect(
      saveFaq(
        id,
        input({
          question: "Do you export cables?",
          answer: "Yes, widely.",
          position: "",
        }),
      ).ok,
    ).toBe(true);
    expect(questions()[1]).toBe("Do you export cables?");
    // A position past the end is the end.
    expect(
      saveFaq(
        id,
        input({
          question: "Do you export cables?",
          answer: "Yes.",
          position: "999",
        }),
      ).ok,
    ).toBe(true);
    expect(questions().at(-1)).toBe("Do you export cables?");

    expect(deleteFaq(id).ok).toBe(true);
    expect(questions()).not.toContain("Do you export cables?");
    expect(
      saveFaq(
        id,
        input({
          question: "Ghost",
          answer: "Edited after delete",
          position: "",
        }),
      ).ok,
    ).toBe(false);
    expect(deleteFaq(id).ok).toBe(false);
    expect(restoreFaq(id).ok).toBe(true);
    expect(questions().at(-1)).toBe("Do you export cables?");
    expect(deleteFaq(id).ok).toBe(true);
  });

  it("answers in the visitor's language where a text exists, in English otherwise", () => {
    const [first] = listFaq();
    // Start from no Arabic: migration 0017 seeds some, and this checks the fallback itself.
    getDb().$client.prepare("DELETE FROM faq_texts WHERE locale = 'ar'").run();
    getDb()
      .$client.prepare(
        "INSERT INTO faq_texts (faq_id, locale, question, answer) VALUES (?, 'ar', ?, ?)",
      )
      .run(
        first!.id,
        "ما الاختبارات التي يجتازها كل كابل؟",
        "كل بكرة تجتاز الاختبارات الروتينية.",
      );
    const arabic = listFaq("ar");
    expect(arabic[0]).toMatchObject({
      question: "ما الاختبارات التي يجتازها كل كابل؟",
    });
    expect(arabic[1]!.question).toBe(
      "Which standards do your products comply with?",
    );
    expect(listFaq("en")[0]!.question).toBe(
      "Which tests does every cable pass before it leaves the factory?",
    );
  });

  it("refuses an empty question or answer and a position that is not a whole number from 1 to 999", () => {
    for (const bad of [
      { question: " ", answer: "A", position: "" },
      { question: "Q", answer: "", position: "" },
      { question: "Q", answer: "A", position: "0" },
      { question: "Q", answer: "A", position: "2.5" },
      { question: "Q", answer: "A", position: "1e2" },
      { question: "Q".repeat(301), answer: "A", position: "" },
    ])
      expect(
        faqFormSchema.safeParse(bad).success,
        JSON.stringify(bad).slice(0, 60),
      ).toBe(false);
    // Markup is kept as the text it is: the page prints it, never runs it.
    expect(
      input({
        question: "<script>alert(1)</script>",
        answer: "A",
        position: "",
      }).question,
    ).toBe("<script>alert(1)</script>");
  });
});
