/** The contact copy (app/locales/en/index.ts says why pages import their own). */
export const contactCopy = {
  metaTitle: "Contact Us",
  metaDescription:
    "Contact Cableworks in New Borg El Arab City: office and sales phones, sales e-mail, business hours, a message form and a map.",
  eyebrow: "Get in touch",
  title: "Contact Us",
  lead: "Ask for a quotation, a datasheet or technical advice. We answer every message within one business day.",
  addressTitle: "Address",
  officePhoneTitle: "Office Phone",
  salesPhonesTitle: "Sales",
  emailTitle: "Sales Email",
  hoursTitle: "Business Hours",
  formTitle: "Send us a message",
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email",
  subject: "Subject",
  message: "Message",
  optional: "(optional)",
  send: "Send Message",
  // The spec's toast, for mail that is configured: the message is stored and queued for e-mail.
  success: "Message sent successfully!",
  successDetail:
    "Thank you. Your message is saved and on its way to our sales team by e-mail; we will reply by e-mail.",
  // No mail transport (issue 35): stored in the site's inbox, e-mailed once mail is set up.
  received: "Message received!",
  receivedDetail:
    "Thank you. Your message is saved in our sales team's inbox on this site, and will be e-mailed to them once our mail is set up. We will reply by e-mail.",
  failure: "Failed to send message. Please try again later. Error: {text}",
  mapTitle: "Find us",
} as const;
