import { Clock, Mail, MapPin, Phone, Smartphone } from "~/components/ui/icons";
import { useChromeCompany } from "~/components/site/use-company";
import { useLangAttrs } from "~/components/site/use-lang-attrs";
import { Card } from "~/components/ui/card";
import type { TextLang } from "~/lib/locale/arabic";
import { langKey } from "~/lib/locale/lang-attrs";
import { phoneText, telDigits } from "~/lib/site";
import { useCopy } from "~/locales/copy";

function InfoCard({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Card className="flex gap-4 p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0">
        <h2 className="text-sm font-semibold tracking-wide text-foreground uppercase">
          {title}
        </h2>
        <div className="mt-1.5 text-sm leading-relaxed text-muted-foreground">
          {children}
        </div>
      </div>
    </Card>
  );
}

const linkClass =
  "font-medium text-foreground hover:text-primary hover:underline";

/**
 * The contact page's cards: the address, phones and e-mail from the public layout's data, and the
 * business hours the page's loader sends (`hoursLang` only where they are not in the page's language).
 */
export function ContactDetails({
  hours,
  hoursLang,
}: {
  hours: string;
  hoursLang?: TextLang;
}) {
  const c = useCopy("contact");
  const company = useChromeCompany();
  const marked = useLangAttrs();
  return (
    <section aria-label={c.title} className="flex flex-col gap-4">
      {company ? (
        <>
          <InfoCard icon={<MapPin aria-hidden="true" />} title={c.addressTitle}>
            <address
              key={langKey(company.addressLang)}
              className="not-italic"
              {...marked(company.addressLang)}
            >
              {company.address}
            </address>
          </InfoCard>
          <InfoCard
            icon={<Phone aria-hidden="true" />}
            title={c.officePhoneTitle}
          >
            <a
              href={`tel:${telDigits(company.officePhone)}`}
              className={linkClass}
              dir="ltr"
            >
              {phoneText(company.officePhone)}
            </a>
          </InfoCard>
          <InfoCard
            icon={<Smartphone aria-hidden="true" />}
            title={c.salesPhonesTitle}
          >
            <ul className="flex flex-col gap-0.5">
              {company.salesPhones.map((phone, index) => (
                <li key={index}>
                  <a
                    href={`tel:${telDigits(phone)}`}
                    className={linkClass}
                    dir="ltr"
                  >
                    {phoneText(phone)}
                  </a>
                </li>
              ))}
            </ul>
          </InfoCard>
          <InfoCard icon={<Mail aria-hidden="true" />} title={c.emailTitle}>
            <a
              href={`mailto:${company.salesEmail}`}
              className={linkClass}
              dir="ltr"
            >
              {company.salesEmail}
            </a>
          </InfoCard>
        </>
      ) : null}
      <InfoCard icon={<Clock aria-hidden="true" />} title={c.hoursTitle}>
        <p key={langKey(hoursLang)} {...marked(hoursLang)}>
          {hours}
        </p>
      </InfoCard>
    </section>
  );
}
