/** The forms copy (app/locales/en/index.ts says why pages import their own). */
export const formsCopy = {
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  subjectRequired: "Please enter a subject",
  messageRequired: "Please enter your message",
  fullNameRequired: "Please enter your full name",
  tooLong: "This is too long",
  messageTooLong: "Please keep your message under 5,000 characters",
  sending: "Sending...",
  honeypotLabel: "Leave this field empty",
  spamRejected:
    "Your message looks automated and was not accepted. If you are a person, please email us directly.",
  rateLimited:
    "Too many messages from you in a short time. Please wait a few minutes and try again.",
  storageFailed:
    "Our server could not store your message. Please email us directly.",
  storageBusy:
    "Our server is busy for a moment and did not store what you sent. Your text is still in the form: please send it again in a few seconds.",
  invalid: "Please correct the highlighted fields.",
  tooLarge: "The upload is too large. Please keep your CV under 5 MB.",
  requiredHint: "Fields marked * are required.",
} as const;
