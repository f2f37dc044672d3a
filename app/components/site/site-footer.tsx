import { Mail, MapPin, Phone } from "~/components/ui/icons";
import { useLocalePath } from "~/components/site/use-locale-path";
import { Link } from "react-router";
import { format, useMessages } from "~/locales";
import { type ChromeCompany, phoneText, site, telDigits } from "~/lib/site";
import { FacebookIcon, WhatsAppIcon } from "./brand-icons";
import { Logo } from "~/components/ui/logo";
import { MapOnRequest } from "./map-on-request";
import { legalNav, sidebarNav } from "./nav-items";

const heading =
  "mb-4 text-sm font-semibold tracking-wider text-foreground uppercase";
const link = "text-sm text-muted-foreground hover:text-primary hover:underline";

/**
 * The footer: blurb, social and chat links, the map under "Find Us", contact block, legal links.
 * The company's details come from the layout's loader (docs/decisions/028); without them (an error
 * screen whose layout data failed) the parts that show them are left out.
 */
export function SiteFooter({
  company,
}: {
  company: ChromeCompany | undefined;
}) {
  const lp = useLocalePath();
  const t = useMessages().common;
  return (
    <footer className="mt-16 border-t border-border bg-surface">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 xl:grid-cols-4">
        <div>
          <Link
            to={lp("/")}
            aria-label={t.nav.homeLink}
            className="inline-block rounded-md"
          >
            <Logo />
          </Link>
          {/* "since {foundedYear}": the year is the company's details' (decision 055). */}
          {company ? (
            <p className="mt-4 text-sm leading-relaxed text-muted-foreground">
              {format(t.footer.blurb, { foundedYear: company.foundedYear })}
            </p>
          ) : null}
          {company ? (
            <div className="mt-5 flex flex-wrap gap-2">
              <a
                href={company.facebook}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 rounded-md border border-border px-3 py-2 text-sm text-foreground hover:bg-muted"
              >
                <FacebookIcon className="size-4" />
                {t.footer.followUs}
              </a>
              <a
                href={company.whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 rounded-md border border-border px-3 py-2 text-sm text-foreground hover:bg-muted"
              >
                <WhatsAppIcon className="size-4" />
                {t.footer.chatSales}
              </a>
            </div>
          ) : null}
        </div>

        <nav aria-label={t.footer.quickLinks}>
          <h2 className={heading}>{t.footer.quickLinks}</h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2 md:grid-cols-1">
            {sidebarNav.map((item) => (
              <li key={item.to}>
                <Link to={lp(item.to)} className={link}>
                  {t.nav[item.label]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={heading}>{t.footer.findUs}</h2>
          {company ? <MapOnRequest coordinates={company} /> : null}
        </div>

        <div>
          {/* The heading stays outside <address>: HTML allows no heading inside one. */}
          <h2 className={heading}>{t.footer.contact}</h2>
          {company ? (
            <address className="not-italic">
              <ul className="space-y-3 text-sm text-muted-foreground">
                <li className="flex gap-2">
                  <MapPin
                    className="mt-0.5 size-4 shrink-0 text-primary"
                    aria-hidden="true"
                  />
                  <span>
                    <span className="sr-only">{t.footer.address}: </span>
                    {/* An Arabic page's address still in English is marked so (docs/decisions/041); an English page is as before. */}
                    {company.addressLang ? (
                      <span
                        lang={company.addressLang}
                        dir={company.addressLang === "ar" ? "rtl" : "ltr"}
                      >
                        {company.address}
                      </span>
                    ) : (
                      company.address
                    )}
                  </span>
                </li>
                <li className="flex gap-2">
                  <Phone
                    className="mt-0.5 size-4 shrink-0 text-primary"
                    aria-hidden="true"
                  />
                  <span>
                    {t.footer.officePhone}:{" "}
                    <a
                      href={`tel:${telDigits(company.officePhone)}`}
                      className={link}
                      dir="ltr"
                    >
                      {phoneText(company.officePhone)}
                    </a>
                  </span>
                </li>
                <li className="flex gap-2">
                  <Phone
                    className="mt-0.5 size-4 shrink-0 text-primary"
                    aria-hidden="true"
                  />
                  <span>
                    {t.footer.salesPhones}:{" "}
                    {company.salesPhones.map((phone, index) => (
                      <span key={index}>
                        {index > 0 ? t.footer.listSeparator : null}
                        <a
                          href={`tel:${telDigits(phone)}`}
                          className={`${link} whitespace-nowrap`}
                          dir="ltr"
                        >
                          {phoneText(phone)}
                        </a>
                      </span>
                    ))}
                  </span>
                </li>
                <li className="flex gap-2">
                  <Mail
                    className="mt-0.5 size-4 shrink-0 text-primary"
                    aria-hidden="true"
                  />
                  <span>
                    {t.footer.email}:{" "}
                    <a
                      href={`mailto:${company.salesEmail}`}
                      className={link}
                      dir="ltr"
                    >
                      {company.salesEmail}
                    </a>
                  </span>
                </li>
              </ul>
            </address>
          ) : null}
        </div>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-muted-foreground sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <p>
            {company ? (
              <>
                {format(t.footer.copyright, {
                  year: company.copyrightYear,
                  company: site.legalName,
                })}{" "}
                {t.footer.madeBy}{" "}
                <a
                  href={`mailto:${company.authorEmail}`}
                  className={link}
                  dir="ltr"
                >
                  {company.authorEmail}
                </a>
              </>
            ) : null}
          </p>
          <nav aria-label={t.footer.legal}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {legalNav.map((item) => (
                <li key={item.to}>
                  <Link to={lp(item.to)} className={link}>
                    {t.footer[item.label]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
