/** The careers copy (app/locales/en/index.ts says why pages import their own). */
export const careersCopy = {
  metaTitle: "Careers",
  metaDescription:
    "Work at Cableworks in New Borg El Arab City: open positions for engineers, sales and quality control, and how to apply.",
  eyebrow: "Join our team",
  title: "Careers",
  lead: "Build the cables that power Egypt's industry. We are looking for people who take pride in doing things properly.",
  benefitsTitle: "Why work with us",
  openingsTitle: "Open Positions",
  department: "Department",
  location: "Location",
  type: "Type",
  experience: "Experience",
  requirements: "Requirements",
  applyNow: "Apply Now",
  applyFor: "Apply Now: {title}",
  formTitle: "Apply for a position",
  formLead:
    "Send us your details and, if you like, your CV. We read every application and answer within two weeks.",
  fullName: "Full Name",
  email: "Email Address",
  position: "Position of Interest",
  positionAny: "General application",
  positionClosed:
    "This position is no longer open. Please choose another, or send a general application.",
  message: "Cover Letter/Message",
  cv: "CV (optional)",
  cvHint: "PDF or Word, at most 5 MB.",
  submit: "Submit Application",
  // Mail configured: the application is stored and queued for e-mail to the HR team.
  success: "Application submitted successfully!",
  successDetail:
    "Thank you for applying. Your application is saved and on its way to our HR team by e-mail; they will contact you by e-mail.",
  // No mail transport (issue 35): stored in the site's inbox, e-mailed once mail is set up.
  received: "Application received!",
  receivedDetail:
    "Thank you for applying. Your application is saved in our HR team's inbox on this site, and will be e-mailed to them once our mail is set up. They will contact you by e-mail.",
  failure:
    "Failed to submit application. Please try again later. Error: {text}",
  cvTooLarge: "Your CV is larger than 5 MB. Please upload a smaller file.",
  cvWrongType: "Your CV must be a PDF or Word document.",
  cvDamaged:
    "Your CV file seems to be damaged or incomplete. Please save it again and attach the new copy.",
  cvActiveContent:
    "Your CV contains scripts or web page code. Please attach a plain PDF or Word document.",
  cvExternalAction:
    "Your CV contains an action that opens another file or program, or sends form data. Please save it as a plain PDF and attach it again.",
  cvEmbeddedContent:
    "Your CV contains attached files or embedded media. Please save it as a plain PDF and attach it again.",
  cvEncrypted:
    "Your CV is protected with a password or encryption, so we cannot check it. Please save it without protection and attach it again.",
} as const;
