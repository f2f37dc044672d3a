import type { FaqItem } from "~/lib/content/faq";
import { getDb } from "../db/client.server";
import {
  TEXT_KINDS,
  localizedColumnsSql,
  withLang,
} from "./locale-texts.server";

/**
 * The quality page's questions, in the admin's order, each field in `locale` where a text exists and
 * in English otherwise (docs/decisions/025), with `lang` saying which, so an Arabic page marks an
 * English fallback (docs/decisions/041). English is required, so every entry has one.
 */
export function listFaq(locale = "en"): FaqItem[] {
  const rows = getDb()
    .$client.prepare(
      `SELECT f.id, ${localizedColumnsSql(TEXT_KINDS.faq)}
       FROM faq_entries f
       JOIN faq_texts e ON e.faq_id = f.id AND e.locale = 'en'
       LEFT JOIN faq_texts l ON l.faq_id = f.id AND l.locale = ?
       WHERE f.deleted_at IS NULL
       ORDER BY f.sort_order, f.id`,
    )
    .all(locale) as (Omit<FaqItem, "lang"> & {
    question_lang: string;
    answer_lang: string;
  })[];
  return rows.map((row) => withLang(row, ["question", "answer"] as const));
}
