import {
  type ExpiredCertifications,
  publicCertifications,
  shownStatus,
} from "~/lib/content/certification-validity";
import { formatLongDate } from "~/lib/locale/dates";
import { formatAddress, site } from "~/lib/site";
import { format } from "~/locales";
import {
  expiredCertificationsMode,
  getCompany,
} from "../content/company.server";
import type { Certification } from "../db/schema.server";
import {
  createDoc,
  documentRoot,
  INK,
  type PdfLocale,
  toBuffer,
} from "./pdf-document.server";
import { footers, header, heading, paragraph } from "./pdf-layout.server";
import { table } from "./pdf-tables.server";

export interface CertificateDocument {
  title: string;
  intro: string;
  certifications: Certification[];
}

/**
 * A statement listing certifications with their status, scope and validity, dated `date` (its
 * data's). The status is the one the web pages show on `today`: "Expired" once the validity has
 * passed, whatever was stored, with the day it ended; or, when the team hides expired
 * certifications (`mode`, decision 055), the expired ones are left out, as on the web pages.
 */
export async function renderCertificates(
  input: CertificateDocument,
  date: Date,
  today: Date = new Date(),
  locale: PdfLocale = "en",
  mode: ExpiredCertifications = expiredCertificationsMode(),
): Promise<Buffer> {
  const ctx = await createDoc({
    title: input.title,
    subject: input.intro,
    date,
    locale,
  });
  const { doc, copy: t } = ctx;
  const root = documentRoot(ctx);
  const company = getCompany();
  header(ctx, root, "H1", t.certification, input.title, site.legalName);
  paragraph(ctx, root, input.intro, { color: INK, size: 11 });
  const listed = publicCertifications(input.certifications, mode, today);
  if (listed.length === 0) {
    doc.moveDown();
    paragraph(ctx, root, t.noCertification);
  }
  for (const { row: cert, validity } of listed) {
    heading(ctx, root, "H2", cert.title);
    table(ctx, root, [
      [t.scope, cert.description],
      [t.status, shownStatus(cert.status, validity, t.expired)],
      // Past its date: the day it ended, written as the document writes its own date.
      validity.expired && validity.lastDay
        ? [
            t.expiredOn,
            locale === "ar"
              ? formatLongDate(validity.lastDay, "ar")
              : validity.lastDay,
          ]
        : [t.validUntil, cert.validUntil],
      [t.category, cert.category],
      [t.holder, `${site.legalName}, ${formatAddress(company.address)}`],
    ]);
  }
  doc.moveDown(1.5);
  paragraph(
    ctx,
    root,
    format(t.statement, {
      legalName: site.legalName,
      date: ctx.dateText,
      email: company.salesEmail,
    }),
    { size: 9 },
  );
  root.end();
  footers(
    ctx,
    format(t.certificateFooter, { title: input.title, date: ctx.dateText }),
  );
  return toBuffer(ctx);
}
