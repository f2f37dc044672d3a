import { site } from "~/lib/site";

/**
 * The privacy policy, terms of service and cookie policy, written for what this site really does:
 * the contact and careers forms, the stored rows and CVs, the mail delivery, local storage of the
 * theme and sidebar choice only, and one session cookie in the admin area.
 */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

export interface LegalPage {
  title: string;
  description: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

export const privacyPolicy: LegalPage = {
  title: "Privacy Policy",
  description: `How ${site.name} collects, uses and keeps the information you send through this website.`,
  updated: "2025-10-01",
  intro: `This policy explains what information ${site.legalName} ("we") collects through this website, why, how long we keep it and what you can ask of us. We collect as little as we can: you can browse every page without telling us anything about yourself.`,
  sections: [
    {
      heading: "What we collect",
      paragraphs: ["We only receive information you choose to send us through one of two forms:"],
      items: [
        "The Contact Us form: your first and last name (optional), your e-mail address, a subject and your message.",
        "The Careers application form: your full name, your e-mail address, the position you are interested in, your cover letter or message, and, if you attach one, your CV (a PDF or Word file).",
      ],
    },
    {
      heading: "What we do not collect",
      paragraphs: [
        "We do not use analytics, advertising or tracking services, and no third party receives information about your visit from us. The map on the Contact page and in the footer is loaded from OpenStreetMap only when you press Show map; OpenStreetMap then receives your IP address like any website you visit, under its own privacy policy.",
        "Our server briefly processes your IP address to protect the forms against abuse (a limit on how many messages one address can send in ten minutes). These counters are kept in memory only and are not stored.",
      ],
    },
    {
      heading: "Why we use it",
      paragraphs: [
        "We use a contact message to answer you and, if you ask for one, to prepare a quotation. We use an application to consider you for a position at our company. We do not use either for marketing, and we never sell or share it with anyone outside the company, except our e-mail provider, which delivers the message to our staff.",
      ],
    },
    {
      heading: "How it is stored and delivered",
      paragraphs: [
        "When you press Send, your message is first stored in our database on our own server, and then delivered by e-mail to our sales team (applications to our HR team). If the e-mail cannot be delivered at once, our server keeps trying until it succeeds, so nothing you send is lost. CVs are stored as files on the same server under names our server chooses; only our staff can open them.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [],
      items: [
        "Contact messages: 24 months after our last exchange with you, so we can follow up on quotations and orders; then they are deleted.",
        "Job applications and CVs: 12 months after the application, so we can consider you for other openings; then both are deleted. You can ask us to delete them earlier at any time.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "You can ask us what we hold about you, ask us to correct it, or ask us to delete it, and we will do so within 30 days. Write to us through the Contact page or by e-mail, from the address you used, so we can confirm the request is yours. This policy follows Egypt's Personal Data Protection Law (Law No. 151 of 2020).",
      ],
    },
    {
      heading: "Changes",
      paragraphs: ["If we change how we handle your information, we will update this page and its date before the change takes effect."],
    },
  ],
};

/** The terms name the city the company operates from: the stored one (docs/decisions/028). */
export const termsOfService = (city: string): LegalPage => ({
  title: "Terms of Service",
  description: `The terms for using the ${site.name} website, its product information and its downloads.`,
  updated: "2025-10-01",
  intro: `These terms apply to your use of this website, operated by ${site.legalName}, ${city}, Egypt. By using the site you accept them. They do not replace the terms of any quotation, order or supply agreement, which always take precedence.`,
  sections: [
    {
      heading: "Product information",
      paragraphs: [
        "Product descriptions, specifications, datasheets and catalogues on this site describe our standard products and give nominal values. We keep them accurate and up to date, but we may improve our products without notice. Before you specify or order a cable, please confirm the values that matter to your project with our sales team; the test report delivered with each drum is the binding record of what you received.",
        "Stock quantities shown on product pages are indicative and are confirmed only in a written quotation.",
      ],
    },
    {
      heading: "No online orders",
      paragraphs: [
        "This website does not take orders or payments. A message sent through the Contact page is an enquiry, not an order; a contract is formed only when we confirm your purchase order in writing.",
      ],
    },
    {
      heading: "Downloads and content",
      paragraphs: [
        `The texts, drawings, datasheets and catalogues on this site belong to ${site.legalName}. You may download, print and share them to evaluate, specify, buy or install our products. You may not change them or present them as another manufacturer's.`,
      ],
    },
    {
      heading: "Using the forms",
      paragraphs: [
        "Please use the contact and careers forms only for genuine enquiries and applications. To protect our staff from spam, the forms limit how many messages can be sent in a short time and refuse automated submissions.",
      ],
    },
    {
      heading: "Liability",
      paragraphs: [
        "We take care that this site is correct and available, but we cannot guarantee that it is free of errors or always online. To the extent the law allows, we are not liable for losses arising from the use of information on this site without confirmation from us. Nothing in these terms limits liability that cannot be limited under Egyptian law.",
      ],
    },
    {
      heading: "Links to other sites",
      paragraphs: ["Links to social networks, chat apps and maps lead to services we do not control; their own terms apply there."],
    },
    {
      heading: "Governing law",
      paragraphs: ["These terms are governed by the laws of the Arab Republic of Egypt; the courts of Alexandria have jurisdiction."],
    },
  ],
});

export const cookiePolicy: LegalPage = {
  title: "Cookie Policy",
  description: `What ${site.name} stores in your browser: no tracking cookies, two local preferences, and one session cookie for the administrator.`,
  updated: "2025-10-01",
  intro: "Short version: this public website sets no cookies at all, and stores two small preferences in your browser so that it looks the way you left it.",
  sections: [
    {
      heading: "What the public site stores",
      paragraphs: ["The public pages keep exactly two values in your browser's local storage, and nothing else:"],
      items: [
        "Your theme choice (light or dark), so the site does not switch back when you open another page.",
        "Whether the sidebar is expanded or collapsed.",
      ],
    },
    {
      heading: "Why local storage and not cookies",
      paragraphs: [
        "These values never leave your browser: unlike cookies, local storage is not sent to our server with each request. They contain no identifier and cannot be used to track you. You can clear them at any time in your browser's settings (site data), and the site returns to its defaults: light theme, collapsed sidebar.",
      ],
    },
    {
      heading: "The admin area",
      paragraphs: [
        "The administration area, used only by our staff, sets one cookie: a session cookie that keeps the administrator signed in. It holds a random identifier, is marked HttpOnly (scripts cannot read it) and SameSite, and expires after two hours of inactivity or twelve hours in all, or when the administrator signs out. Visitors of the public site never receive it.",
      ],
    },
    {
      heading: "No third-party cookies",
      paragraphs: [
        "We use no analytics, advertising or social media trackers. The OpenStreetMap map loads only when you press Show map; from then on, OpenStreetMap's own policy applies to that map.",
      ],
    },
  ],
};
