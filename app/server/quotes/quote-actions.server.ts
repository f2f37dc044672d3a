import { data, redirect } from "react-router";
import { requestLocalePath } from "~/server/platform/locale.server";
import {
  type FieldErrors,
  fieldErrors,
  formText,
} from "~/lib/forms/action-result";
import {
  BASKET_COOKIE,
  BASKET_MAX_AGE_SECONDS,
  type BasketLine,
  MAX_BASKET_LINES,
  basketCookieValue,
  isArticleNumber,
  isProductId,
  parseBasket,
  serializeBasket,
} from "~/lib/quotes/quote-basket";
import {
  applyLineEdits,
  checkDrum,
  checkLength,
  quoteRequestFields,
  quoteRequestSchema,
} from "~/lib/quotes/quote-form";
import { drumField, lengthField } from "~/lib/quotes/quote-fields";
import { formatWhole } from "~/lib/catalogue/size-format";
import type { BasketLineView, QuoteResult } from "~/lib/quotes/quote-result";
import { HONEYPOT_FIELD } from "~/lib/forms/visitor-form-fields";
import { format, type Locale } from "~/locales";
import type { CopySections } from "~/locales/copy";
import { copySection } from "~/locales/copy.server";
import {
  BUSY_RETRY_AFTER_SECONDS,
  describeError,
  retryWhileBusy,
  storageProblem,
} from "../db/storage-errors.server";
import { checkRateLimit, takeAcknowledgement } from "../messages/inbox.server";
import { deliverSoon } from "../messages/outbox.server";
import { requestLocale } from "../platform/locale.server";
import {
  findSize,
  productNamesIn,
  storeQuote,
  viewBasket,
} from "./quotes.server";

/**
 * The `/quote` action: the basket's writes (add, update, remove; the basket is a cookie, see
 * docs/decisions/018) and the request itself (validate, refuse bots and floods, store, and only
 * then hand it to the outbox), with and without JavaScript alike.
 */

/** The request's copy: every answer and message is in the language of the page that posted. */
interface Copy {
  locale: Locale;
  t: CopySections["quote"];
  forms: CopySections["forms"];
}

function requestCopy(request: Request): Copy {
  const locale = requestLocale(request);
  return {
    locale,
    t: copySection(locale, "quote"),
    forms: copySection(locale, "forms"),
  };
}

type Answer = ReturnType<typeof data<QuoteResult>> | Response;

/** The basket a request carries: its valid lines (a tampered cookie is read as what is left of it). */
export function readBasket(request: Request): BasketLine[] {
  return parseBasket(basketCookieValue(request.headers.get("cookie")));
}

function isSecure(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/**
 * The basket's Set-Cookie: readable by the page's script (the header counts its lines), sent with
 * same-site navigations and posts only, on every path (a page's data request, `/quote.data`,
 * needs it too; the render cache ignores this one cookie, see http/app.ts).
 */
export function basketCookie(
  request: Request,
  lines: readonly BasketLine[],
): string {
  const value = serializeBasket(lines);
  const parts = [
    `${BASKET_COOKIE}=${value}`,
    "Path=/",
    "SameSite=Lax",
    `Max-Age=${value ? BASKET_MAX_AGE_SECONDS : 0}`,
  ];
  if (isSecure(request)) parts.push("Secure");
  return parts.join("; ");
}

function answer(
  result: QuoteResult,
  init: {
    status?: number;
    cookie?: string;
    headers?: Record<string, string>;
  } = {},
): Answer {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.append("Set-Cookie", init.cookie);
  return data<QuoteResult>(result, {
    status: init.status ?? (result.ok ? 200 : 400),
    headers,
  });
}

function failure(
  status: number,
  errors: FieldErrors,
  extra: {
    values?: Record<string, string>;
    cookie?: string;
    headers?: Record<string, string>;
    lines?: BasketLineView[];
  } = {},
): Answer {
  return answer(
    {
      ok: false,
      errors,
      ...(extra.values ? { values: extra.values } : {}),
      ...(extra.lines ? { lines: extra.lines } : {}),
    },
    { status, cookie: extra.cookie, headers: extra.headers },
  );
}

/** Small forms: twenty lines and a page of notes are a few kilobytes. */
const QUOTE_MAX_BYTES = 64 * 1024;

async function readForm(
  request: Request,
  { forms }: Copy,
): Promise<FormData | Answer> {
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (length > QUOTE_MAX_BYTES) return failure(413, { form: forms.tooLarge });
  try {
    return await request.formData();
  } catch {
    return failure(400, { form: forms.invalid });
  }
}

function addLine(
  request: Request,
  lines: BasketLine[],
  values: Record<string, string>,
  { locale, t }: Copy,
): Answer {
  const stay = values.reply === "stay";
  const productId = values.productId ?? "";
  const size = (values.size ?? "").trim();
  const named = isProductId(productId)
    ? productNamesIn([productId], locale).get(productId)
    : undefined;
  if (!named) return failure(400, { form: t.unknownProduct });
  // The toast names it as the page does: in Arabic on an Arabic page.
  const name = named.shownName ?? named.productName;
  if (size && !(isArticleNumber(size) && findSize(productId, size)))
    return failure(400, { form: t.unknownSize });
  const length = checkLength(values.length, t);
  const drum = checkDrum(values.drum, t);
  if (!length.ok || !drum.ok) {
    // The form message names the problem itself: without JavaScript it is shown on /quote, away
    // from the fields it is about.
    const errors: FieldErrors = {};
    if (!drum.ok) errors.form = errors.drum = drum.error;
    if (!length.ok) errors.form = errors.length = length.error;
    return failure(400, errors, {
      values: {
        productId,
        length: values.length ?? "",
        drum: values.drum ?? "",
      },
      lines: viewBasket(lines, locale),
    });
  }
  if (lines.length >= MAX_BASKET_LINES)
    return failure(
      400,
      { form: format(t.full, { max: MAX_BASKET_LINES }) },
      { lines: viewBasket(lines, locale) },
    );
  const next = [
    ...lines,
    {
      productId,
      size: size || null,
      lengthM: length.value!,
      drumM: drum.value,
    },
  ];
  const cookie = basketCookie(request, next);
  if (!stay)
    return redirect(requestLocalePath(request, "/quote?added=1"), {
      status: 303,
      headers: { "Set-Cookie": cookie },
    });
  return answer(
    {
      ok: true,
      message: format(t.addedLine, {
        name,
        // "1,000" in English as before; Western digits, Arabic separators on /ar (decision 044).
        length: formatWhole(length.value!, locale),
      }),
      count: next.length,
    },
    { cookie },
  );
}

/** A store that failed: the buyer keeps what they typed and learns what to do. */
function notStored(
  error: unknown,
  values: Record<string, string>,
  lines: BasketLineView[],
  { forms }: Copy,
): Answer {
  console.error(`A quote request was not stored: ${describeError(error)}`);
  if (storageProblem(error) === "busy")
    return failure(
      503,
      { form: forms.storageBusy },
      {
        values,
        lines,
        headers: { "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) },
      },
    );
  return failure(503, { form: forms.storageFailed }, { values, lines });
}

async function submitRequest(
  request: Request,
  clientIp: string,
  form: FormData,
  lines: BasketLineView[],
  cookie: string,
  copy: Copy,
): Promise<Answer> {
  const { t, forms } = copy;
  const values = formText(form, quoteRequestFields);
  const kept = { values, cookie, lines };
  if (formText(form, [HONEYPOT_FIELD])[HONEYPOT_FIELD])
    return failure(400, { form: forms.spamRejected }, kept);
  if (lines.length === 0) return failure(400, { form: t.noLines }, kept);
  const parsed = quoteRequestSchema(t).safeParse(values);
  if (!parsed.success)
    return failure(
      400,
      { form: forms.invalid, ...fieldErrors(parsed.error) },
      kept,
    );
  if (lines.some((line) => line.productName === null))
    return failure(400, { form: t.unavailable }, kept);
  const verdict = checkRateLimit("quote", clientIp, parsed.data.email);
  if (!verdict.ok)
    return failure(
      429,
      { form: forms.rateLimited },
      {
        ...kept,
        headers: { "Retry-After": String(verdict.retryAfterSeconds) },
      },
    );
  let stored;
  try {
    stored = await retryWhileBusy(() =>
      storeQuote(parsed.data, lines, new Date(), copy.locale, (tx, email) =>
        takeAcknowledgement(tx, clientIp, email),
      ),
    );
  } catch (error) {
    return notStored(error, values, lines, copy);
  }
  deliverSoon("quote", stored.id);
  // The company always gets the request; the buyer's copy only within its limit (issue 35).
  if (stored.acknowledged) deliverSoon("quoteAck", stored.id);
  // The basket is spent: the confirmation page (its link unguessable) shows what was sent.
  return redirect(requestLocalePath(request, `/quote/sent/${stored.token}`), {
    status: 303,
    headers: { "Set-Cookie": basketCookie(request, []) },
  });
}

export async function quoteAction(
  request: Request,
  clientIp: string,
): Promise<Answer> {
  const copy = requestCopy(request);
  const { t, locale } = copy;
  const form = await readForm(request, copy);
  if (!(form instanceof FormData)) return form;
  const values = formText(form);
  const lines = readBasket(request);
  const intent = values.intent;
  if (intent === "add") return addLine(request, lines, values, copy);
  if (intent === "remove") {
    const index = /^\d{1,2}$/.test(values.line ?? "")
      ? Number(values.line)
      : -1;
    if (index < 0 || index >= lines.length)
      return failure(
        400,
        { form: t.unknownIntent },
        { lines: viewBasket(lines, locale) },
      );
    const next = lines.filter((_, at) => at !== index);
    return answer(
      {
        ok: true,
        message: t.removed,
        count: next.length,
        lines: viewBasket(next, locale),
      },
      { cookie: basketCookie(request, next) },
    );
  }
  if (intent !== "update" && intent !== "submit")
    return failure(
      400,
      { form: t.unknownIntent },
      { lines: viewBasket(lines, locale) },
    );
  const edited = applyLineEdits(lines, values, t);
  if (!edited.ok) {
    const typed = formText(form, [
      ...quoteRequestFields,
      ...lines.flatMap((_, i) => [lengthField(i), drumField(i)]),
    ]);
    return failure(
      400,
      { form: t.linesInvalid, ...edited.errors },
      { values: typed, lines: viewBasket(lines, locale) },
    );
  }
  const cookie = basketCookie(request, edited.lines);
  if (intent === "update")
    return answer(
      {
        ok: true,
        message: t.updated,
        count: edited.lines.length,
        values: formText(form, quoteRequestFields),
        lines: viewBasket(edited.lines, locale),
      },
      { cookie },
    );
  return submitRequest(
    request,
    clientIp,
    form,
    viewBasket(edited.lines, locale),
    cookie,
    copy,
  );
}
