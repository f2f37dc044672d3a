import {
  certificationValidity,
  shownStatus,
} from "~/lib/content/certification-validity";
import { formatAddress, site } from "~/lib/site";
import { format } from "~/locales";
import { getCompany } from "../content/company.server";
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
 * passed, whatever was stored.
 */
export async function renderCertificates(
  input: CertificateDocument,
  date: Date,
  today: Date = new Date(),
  locale: PdfLocale = "en",
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
  if (input.certifications.length === 0) {
    doc.moveDown();
    paragraph(ctx, root, t.noCertification);
  }
  for (const cert of input.certifications) {
    heading(ctx, root, "H2", cert.title);
    table(ctx, root, [
      [t.scope, cert.description],
      [
        t.status,
        shownStatus(
          cert.status,
          certificationValidity(cert.validUntil, today),
          t.expired,
        ),
      ],
      [t.validUntil, cert.validUntil],
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
