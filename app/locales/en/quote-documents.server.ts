/**
 * The quote request's e-mails (to the company, and the buyer's acknowledgement) and its PDF. Only
 * the server reads it. `{name}` placeholders are filled by format().
 */
export const quoteDocuments = {
  lineText: "{index}. {product}{size}: {length} m{drum}",
  sizeText: ", size {size}",
  drumText: " on drums of {drum} m",
  shownName: " (as the buyer saw it: {name})",
  company: {
    subject: "[Quote] {reference}: {name}{company}",
    intro: "A quote request from the website.",
    reference: "Reference: {reference}",
    name: "Name: {name}",
    company: "Company: {company}",
    email: "Email: {email}",
    phone: "Phone: {phone}",
    country: "Country: {country}",
    project: "Project: {project}",
    neededBy: "Date needed: {date}",
    received: "Received: {date}",
    notGiven: "(not given)",
    lines: "Lines:",
    notes: "Notes:",
    noNotes: "(none)",
  },
  acknowledgement: {
    subject: "Your quote request {reference} to Cableworks",
    greeting: "Dear {name},",
    intro:
      "Thank you for your quote request. We have received it under the reference {reference}; our sales team will answer within two working days.",
    lines: "You asked for:",
    pdf: "A PDF of your request is attached. Please quote {reference} in any message about it.",
    closing: "Cableworks Sales",
    pdfName: "{reference}.pdf",
  },
  pdf: {
    kind: "Quote request",
    title: "Quote request {reference}",
    subtitle: "Received {date}",
    buyer: "Buyer",
    lines: "Cables requested",
    colProduct: "Cable",
    colSize: "Size",
    colLength: "Length (m)",
    colDrum: "Drum (m)",
    notes: "Notes",
    name: "Name",
    company: "Company",
    email: "Email",
    phone: "Phone",
    country: "Country",
    project: "Project",
    neededBy: "Date needed",
    footer:
      "This is a copy of your request, not a quotation. Our sales team will send the quotation separately.",
  },
} as const;
