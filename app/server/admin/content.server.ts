import { and, asc, eq, isNull, max } from "drizzle-orm";
import type { z } from "zod";
import type { certificationFormSchema } from "~/lib/forms/admin/certifications";
import type { clientFormSchema } from "~/lib/forms/admin/clients";
import type { faqFormSchema } from "~/lib/forms/admin/faq";
import { getDb } from "../db/client.server";
import {
  type Certification,
  type Client,
  certifications,
  certificationTexts,
  clients,
  clientTexts,
  faqEntries,
  faqTexts,
} from "../db/schema.server";
import { type ActionResult, done, failed } from "~/lib/forms/action-result";
import { type ImageUpload, writeWithImage } from "../content/media.server";
import { adminMessages } from "~/locales/admin";
import { placeInOrder } from "./ordering.server";
import type { ArabicState } from "~/lib/locale/arabic";
import {
  TEXT_KINDS,
  arabicState,
  writeLocaleText,
} from "../content/locale-texts.server";

/** Certifications and clients: the spec's ids are "max existing plus 1". */

export type CertificationInput = z.output<typeof certificationFormSchema>;
export type ClientInput = z.output<typeof clientFormSchema>;

/** A certification as the admin edits it: with its Arabic ("" where none) and how far that is (decision 041). */
export interface AdminCertification extends Certification {
  titleAr: string;
  descriptionAr: string;
  categoryAr: string;
  statusAr: string;
  arabic: ArabicState;
}

export function listAdminCertifications(): AdminCertification[] {
  const arabic = new Map(
    getDb()
      .select()
      .from(certificationTexts)
      .where(eq(certificationTexts.locale, "ar"))
      .all()
      .map((row) => [row.certificationId, row]),
  );
  return getDb()
    .select()
    .from(certifications)
    .where(isNull(certifications.deletedAt))
    .orderBy(asc(certifications.id))
    .all()
    .map((row) => {
      const ar = arabic.get(row.id);
      const fields = (from: {
        title: string;
        description: string;
        category: string;
        status: string;
      }) => ({
        title: from.title,
        description: from.description,
        category: from.category,
        status: from.status,
      });
      return {
        ...row,
        titleAr: ar?.title ?? "",
        descriptionAr: ar?.description ?? "",
        categoryAr: ar?.category ?? "",
        statusAr: ar?.status ?? "",
        arabic: arabicState(fields(row), ar ? fields(ar) : null),
      };
    });
}

/** A client as the admin edits it: its descriptive words' Arabic and how far that is (decision 041). */
export interface AdminClient extends Client {
  industryAr: string;
  descriptionAr: string;
  arabic: ArabicState;
}

export function listAdminClients(): AdminClient[] {
  const arabic = new Map(
    getDb()
      .select()
      .from(clientTexts)
      .where(eq(clientTexts.locale, "ar"))
      .all()
      .map((row) => [row.clientId, row]),
  );
  return getDb()
    .select()
    .from(clients)
    .where(isNull(clients.deletedAt))
    .orderBy(asc(clients.id))
    .all()
    .map((row) => {
      const ar = arabic.get(row.id);
      return {
        ...row,
        industryAr: ar?.industry ?? "",
        descriptionAr: ar?.description ?? "",
        arabic: arabicState(
          { industry: row.industry, description: row.description },
          ar ? { industry: ar.industry, description: ar.description } : null,
        ),
      };
    });
}

export function saveCertification(
  id: number | null,
  input: CertificationInput,
): ActionResult<{ value: number }> {
  const { titleAr, descriptionAr, categoryAr, statusAr, ...english } = input;
  return getDb().transaction((tx) => {
    let certificationId = id;
    if (certificationId === null) {
      certificationId =
        (tx
          .select({ value: max(certifications.id) })
          .from(certifications)
          .get()?.value ?? 0) + 1;
      tx.insert(certifications)
        .values({ id: certificationId, ...english })
        .run();
    } else {
      const result = tx
        .update(certifications)
        .set({ ...english, updatedAt: new Date() })
        .where(eq(certifications.id, certificationId))
        .run();
      if (!result.changes)
        return failed({ form: adminMessages.certifications.notFound });
    }
    // In the same transaction: the English and its Arabic commit together; all empty deletes it.
    writeLocaleText(tx, TEXT_KINDS.certifications, [certificationId], {
      title: titleAr,
      description: descriptionAr,
      category: categoryAr,
      status: statusAr,
    });
    return done(certificationId);
  });
}

export function deleteCertification(
  id: number,
): ActionResult<{ value: number }> {
  const result = getDb()
    .update(certifications)
    .set({ deletedAt: new Date() })
    .where(eq(certifications.id, id))
    .run();
  return result.changes
    ? done(id)
    : failed({ form: adminMessages.certifications.notFound });
}

/** Creates (id null) or updates a client with its logo, in one transaction (see writeWithImage). */
export function saveClient(
  id: number | null,
  input: ClientInput,
  upload: ImageUpload = {},
) {
  const { industryAr, descriptionAr, ...english } = input;
  return writeWithImage(
    upload,
    (tx, image): ActionResult<{ value: number }> => {
      let clientId = id;
      if (clientId === null) {
        clientId =
          (tx
            .select({ value: max(clients.id) })
            .from(clients)
            .get()?.value ?? 0) + 1;
        tx.insert(clients)
          .values({ id: clientId, ...english, image: image ?? null })
          .run();
      } else {
        const result = tx
          .update(clients)
          .set({
            ...english,
            ...(image === undefined ? {} : { image }),
            updatedAt: new Date(),
          })
          .where(eq(clients.id, clientId))
          .run();
        if (!result.changes)
          return failed({ form: adminMessages.clients.notFound });
      }
      writeLocaleText(tx, TEXT_KINDS.clients, [clientId], {
        industry: industryAr,
        description: descriptionAr,
      });
      return done(clientId);
    },
  );
}

export function deleteClient(id: number): ActionResult<{ value: number }> {
  const result = getDb()
    .update(clients)
    .set({ deletedAt: new Date() })
    .where(eq(clients.id, id))
    .run();
  return result.changes
    ? done(id)
    : failed({ form: adminMessages.clients.notFound });
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
    .all() as {
    id: number;
    question: string;
    answer: string;
    arLocale: string | null;
    questionAr: string | null;
    answerAr: string | null;
  }[];
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
export function saveFaq(
  id: number | null,
  input: FaqInput,
): ActionResult<{ value: number }> {
  return getDb().transaction((tx) => {
    let faqId = id;
    if (faqId === null) {
      faqId = tx
        .insert(faqEntries)
        .values({})
        .returning({ id: faqEntries.id })
        .get().id;
    } else {
      const result = tx
        .update(faqEntries)
        .set({ updatedAt: new Date() })
        .where(and(eq(faqEntries.id, faqId), isNull(faqEntries.deletedAt)))
        .run();
      if (!result.changes) return failed({ form: adminMessages.faq.notFound });
    }
    tx.insert(faqTexts)
      .values({
        faqId,
        locale: "en",
        question: input.question,
        answer: input.answer,
      })
      .onConflictDoUpdate({
        target: [faqTexts.faqId, faqTexts.locale],
        set: { question: input.question, answer: input.answer },
      })
      .run();
    // The Arabic in the same transaction: empty throughout deletes it (the page falls back to English).
    writeLocaleText(tx, TEXT_KINDS.faq, [faqId], {
      question: input.questionAr,
      answer: input.answerAr,
    });
    // One ordered read of the live questions (a new one, at sort order 0, is taken out like any).
    const live = tx
      .select({ id: faqEntries.id })
      .from(faqEntries)
      .where(isNull(faqEntries.deletedAt))
      .orderBy(asc(faqEntries.sortOrder), asc(faqEntries.id))
      .all()
      .map((row) => row.id);
    placeInOrder(live, faqId, input.position, id === null).forEach(
      (entry, index) => {
        tx.update(faqEntries)
          .set({ sortOrder: index + 1 })
          .where(eq(faqEntries.id, entry))
          .run();
      },
    );
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
  return result.changes
    ? done(id)
    : failed({ form: adminMessages.faq.notFound });
}

export function restoreFaq(id: number): ActionResult<{ value: number }> {
  const result = getDb()
    .update(faqEntries)
    .set({ deletedAt: null })
    .where(eq(faqEntries.id, id))
    .run();
  return result.changes
    ? done(id)
    : failed({ form: adminMessages.faq.notFound });
}
