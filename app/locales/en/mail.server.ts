/**
 * The e-mails the outbox sends to the company for a visitor's message or job application. Only
 * the server reads it. `{name}` placeholders are filled by format().
 */
export const mail = {
  contact: {
    subject: "[Website] {subject}",
    intro: "A message from the Contact Us form of the website.",
    name: "Name: {name}",
    notGiven: "(not given)",
    email: "Email: {email}",
    subjectLine: "Subject: {subject}",
    received: "Received: {date}",
  },
  application: {
    subject: "[Careers] {position}: {name}",
    generalApplication: "General application",
    intro: "A job application from the Careers page of the website.",
    fullName: "Full name: {name}",
    email: "Email: {email}",
    position: "Position: {position}",
    cv: "CV: {cv}",
    cvAttached: "{name} (attached)",
    noCv: "none",
    received: "Received: {date}",
    noCoverLetter: "(no cover letter)",
  },
} as const;
