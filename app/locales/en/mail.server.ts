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
  /** The one-time set-password link for a new admin user (docs/decisions/034). */
  setPassword: {
    subject: "Your Cableworks admin account",
    greeting: "Hello {name},",
    intro:
      "An administrator has given you an account in the Cableworks admin area, with the username {username} and the role {role}.",
    action:
      "Set your password with this link. It works once, until {expires} (UTC):",
    ignore:
      "If you did not expect this, ignore this mail; nothing happens without the link.",
  },
} as const;
