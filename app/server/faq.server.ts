import type { FaqItem } from "~/lib/faq";
import { getDb } from "./db/client.server";

/**
 * The quality page's questions, in the admin's order, in `locale` where a text exists and in
 * English otherwise (docs/decisions/025). English is required, so every entry has one.
 */
export function listFaq(locale = "en"): FaqItem[] {
  return getDb()
    .$client.prepare(
      `SELECT f.id, coalesce(l.question, e.question) AS question, coalesce(l.answer, e.answer) AS answer
       FROM faq_entries f
       JOIN faq_texts e ON e.faq_id = f.id AND e.locale = 'en'
       LEFT JOIN faq_texts l ON l.faq_id = f.id AND l.locale = ?
       WHERE f.deleted_at IS NULL
       ORDER BY f.sort_order, f.id`,
    )
    .all(locale) as FaqItem[];
}
