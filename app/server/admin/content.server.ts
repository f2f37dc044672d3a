import { and, asc, eq, isNull, max } from "drizzle-orm";
import type { z } from "zod";
import type { certificationFormSchema, clientFormSchema, faqFormSchema } from "~/lib/admin-schemas";
import { getDb } from "../db/client.server";
import { type Certification, type Client, certifications, clients, faqEntries, faqTexts } from "../db/schema.server";
import { type ActionResult, done, failed } from "~/lib/action-result";
import { type ImageUpload, writeWithImage } from "../media.server";
import { adminMessages } from "~/locales/admin";
import { placeInOrder } from "./ordering.server";
import type { ArabicState } from "~/lib/arabic";
import { TEXT_KINDS, arabicState, writeLocaleText } from "../locale-texts.server";

/** Certifications and clients: the spec's ids are "max existing plus 1". */

export type CertificationInput = z.output<typeof certificationFormSchema>;
export type ClientInput = z.output<typeof clientFormSchema>;

export function listAdminCertifications(): Certification[] {
  return getDb().select().from(certifications).where(isNull(certifications.deletedAt)).orderBy(asc(certifications.id)).all();
}

export function listAdminClients(): Client[] {
  return getDb().select().from(clients).where(isNull(clients.deletedAt)).orderBy(asc(clients.id)).all();
}

export function saveCertification(id: number | null, input: CertificationInput): ActionResult<{ value: number }> {
  return getDb().transaction((tx) => {
    if (id === null) {
      const next = (tx.select({ value: max(certifications.id) }).from(certifications).get()?.value ?? 0) + 1;
      tx.insert(certifications).values({ id: next, ...input }).run();
      return done(next);
    }
    const result = tx
      .update(certifications)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(certifications.id, id))
      .run();
    return result.changes ? done(id) : failed({ form: adminMessages.certifications.notFound });
  });
}

export function deleteCertification(id: number): ActionResult<{ value: number }> {
  const result = getDb().update(certifications).set({ deletedAt: new Date() }).where(eq(certifications.id, id)).run();
  return result.changes ? done(id) : failed({ form: adminMessages.certifications.notFound });
}

/** Creates (id null) or updates a client with its logo, in one transaction (see writeWithImage). */
export function saveClient(id: number | null, input: ClientInput, upload: ImageUpload = {}) {
  return writeWithImage(upload, (tx, image): ActionResult<{ value: number }> => {
    if (id === null) {
      const next = (tx.select({ value: max(clients.id) }).from(clients).get()?.value ?? 0) + 1;
      tx.insert(clients).values({ id: next, ...input, image: image ?? null }).run();
      return done(next);
    }
    const result = tx
      .update(clients)
      .set({ ...input, ...(image === undefined ? {} : { image }), updatedAt: new Date() })
      .where(eq(clients.id, id))
      .run();
    return result.changes ? done(id) : failed({ form: adminMessages.clients.notFound });
  });
}

export function deleteClient(id: number): ActionResult<{ value: number }> {
  const result = getDb().update(clients).set({ deletedAt: new Date() }).where(eq(clients.id, id)).run();
  return result.changes ? done(id) : failed({ form: adminMessages.clients.notFound });
}

export type FaqInput = z.output<typeof faqFormSchema>;

/** A question as the admin edits it: its English and Arabic words, how far its Arabic is, its place (1 first). */
export interface AdminFaq {
  id: number;
  position: number;
  question: string;
  answer: string;
  questionAr: string;
  answerAr: string;
  arabic: ArabicState;
}

export function listAdminFaq(): AdminFaq[] {
  const rows = getDb()
    .$client.prepare(
      `SELECT f.id, e.question, e.answer, a.locale AS arLocale, a.question AS questionAr, a.answer AS answerAr
       FROM faq_entries f
       JOIN faq_texts e ON e.faq_id = f.id AND e.locale = 'en'
       LEFT JOIN faq_texts a ON a.faq_id = f.id AND a.locale = 'ar'
       WHERE f.deleted_at IS NULL
       ORDER BY f.sort_order, f.id`,
    )
    .all() as { id: number; question: string; answer: string; arLocale: string | null; questionAr: string | null; answerAr: string | null }[];
  return rows.map(({ arLocale, ...row }, index) => ({
    id: row.id,
    position: index + 1,
    question: row.question,
    answer: row.answer,
    questionAr: row.questionAr ?? "",
    answerAr: row.answerAr ?? "",
    arabic: arabicState(
      { question: row.question, answer: row.answer },
      arLocale ? { question: row.questionAr, answer: row.answerAr } : null,
    ),
  }));
}

/**
 * Creates (id null) or updates a question in one transaction: its English and Arabic texts, and its place. The
 * live questions are numbered 1..n again around it, so "position 2" is always the second shown.
 */
export function saveFaq(id: number | null, input: FaqInput): ActionResult<{ value: number }> {
  return getDb().transaction((tx) => {
    let faqId = id;
    if (faqId === null) {
      faqId = tx.insert(faqEntries).values({}).returning({ id: faqEntries.id }).get().id;
    } else {
      const result = tx
        .update(faqEntries)
        .set({ updatedAt: new Date() })
        .where(and(eq(faqEntries.id, faqId), isNull(faqEntries.deletedAt)))
        .run();
      if (!result.changes) return failed({ form: adminMessages.faq.notFound });
    }
    tx.insert(faqTexts)
      .values({ faqId, locale: "en", question: input.question, answer: input.answer })
      .onConflictDoUpdate({
        target: [faqTexts.faqId, faqTexts.locale],
        set: { question: input.question, answer: input.answer },
      })
      .run();
    // The Arabic in the same transaction: empty throughout deletes it (the page falls back to English).
    writeLocaleText(tx, TEXT_KINDS.faq, [faqId], { question: input.questionAr, answer: input.answerAr });
    // One ordered read of the live questions (a new one, at sort order 0, is taken out like any).
    const live = tx
      .select({ id: faqEntries.id })
      .from(faqEntries)
      .where(isNull(faqEntries.deletedAt))
      .orderBy(asc(faqEntries.sortOrder), asc(faqEntries.id))
      .all()
      .map((row) => row.id);
    placeInOrder(live, faqId, input.position, id === null).forEach((entry, index) => {
      tx.update(faqEntries).set({ sortOrder: index + 1 }).where(eq(faqEntries.id, entry)).run();
    });
    return done(faqId);
  });
}

/** Soft delete: the admin's Undo (restoreFaq) brings it back in its place. */
export function deleteFaq(id: number): ActionResult<{ value: number }> {
  const result = getDb()
    .update(faqEntries)
    .set({ deletedAt: new Date() })
    .where(and(eq(faqEntries.id, id), isNull(faqEntries.deletedAt)))
    .run();
  return result.changes ? done(id) : failed({ form: adminMessages.faq.notFound });
}

export function restoreFaq(id: number): ActionResult<{ value: number }> {
  const result = getDb().update(faqEntries).set({ deletedAt: null }).where(eq(faqEntries.id, id)).run();
  return result.changes ? done(id) : failed({ form: adminMessages.faq.notFound });
}
