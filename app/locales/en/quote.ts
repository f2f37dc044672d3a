/**
 * The quote basket (`/quote`), its request form and its confirmation. Kept out of the shared
 * catalogue: only `/quote` ships it (the add buttons' few words are in catalog.ts `addToQuote`).
 */
export const quote = {
  metaTitle: "Your Quote Request",
  metaDescription:
    "The cables you chose and the lengths you need: send them to our sales team for a quotation.",
  eyebrow: "Request a quote",
  title: "Your Quote Request",
  lead: "List the cables and lengths you need, tell us who you are, and our sales team will send you a quotation, usually within two working days.",
  linesTitle: "Cables in your request",
  colProduct: "Cable",
  colSize: "Size",
  colLength: "Length (m)",
  colDrum: "Drum length (m)",
  lengthOf: "Length in metres of line {index}: {name}",
  drumOf: "Drum length in metres of line {index}: {name} (optional)",
  remove: "Remove",
  removeOf: "Remove line {index}: {name}",
  update: "Update lines",
  sizeNotChosen: "Not chosen",
  unavailable:
    "This product is no longer in our catalogue; remove it or ask us in the notes.",
  empty: "Your request has no cables yet.",
  emptyHint:
    "Open a product and choose \u201cAdd to quote\u201d with the length you need.",
  browse: "Browse products",
  formTitle: "Your details",
  requiredHint: "Fields marked * are required.",
  optional: "(optional)",
  name: "Your name",
  company: "Company",
  email: "Email",
  phone: "Phone",
  country: "Country",
  project: "Project",
  neededBy: "Date needed",
  notes: "Notes",
  notesHint:
    "Anything we should know: standards, colours, delivery address, test certificates.",
  send: "Send request",
  sending: "Sending...",
  // Answers to the basket's forms (a sentence each: what happened, what to do).
  added: "The line was added to your request.",
  addedLine: "Added to your quote: {name}, {length} m.",
  updated: "Your lines were updated.",
  removed: "The line was removed.",
  full: "Your request already holds {max} lines, the most one request can hold. Send it, or remove a line first.",
  unknownProduct:
    "That product is not in our catalogue any more, so it was not added.",
  unknownSize:
    "That size is not in our catalogue any more, so the line was not added.",
  noLines: "Your request has no cables. Add at least one before sending it.",
  linesInvalid: "Please correct the highlighted lengths.",
  invalid: "Please correct the highlighted fields.",
  unknownIntent:
    "The form could not be read. Please use the buttons on this page.",
  // Field messages.
  lengthRequired: "Please enter the length in metres",
  lengthInvalid:
    "Please enter the length as a whole number of metres, for example 500",
  lengthRange: "Please enter a length from 1 to 1,000,000 metres",
  drumInvalid:
    "Please enter the drum length as a whole number of metres, for example 500, or leave it empty",
  drumRange:
    "Please enter a drum length from 1 to 10,000 metres, or leave it empty",
  nameRequired: "Please enter your name",
  countryRequired: "Please enter your country",
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  phoneInvalid: "Please enter a phone number: digits, spaces and + - ( ) only",
  dateInvalid: "Please choose a date, or leave it empty",
  datePast: "Please choose a date from today on",
  dateFar: "Please choose a date within the next five years",
  tooLong: "This is too long",
  notesTooLong: "Please keep your notes under 5,000 characters",
  // Confirmation.
  sentMetaTitle: "Quote Request Sent",
  sentTitle: "Thank you: your request is with us",
  // What the page says of the buyer's copy is what became of it (issue 35), read when it loads.
  sentLead:
    "Your reference is {reference}. We have sent a copy to {email}; our sales team will answer within two working days.",
  sentLeadQueued:
    "Your reference is {reference}. A copy is on its way to {email} and should arrive within a few minutes; our sales team will answer within two working days.",
  sentLeadUnconfigured:
    "Your reference is {reference}. We will e-mail a copy to {email} as soon as our mail is set up; meanwhile, download it below. Our sales team will answer within two working days.",
  sentLeadFailed:
    "Your reference is {reference}. We could not e-mail a copy to {email}: please download it below. Our sales team will answer within two working days.",
  // The acknowledgement was withheld by its hourly limit (issue 35): the page must not claim it went.
  sentLeadNoCopy:
    "Your reference is {reference}. We did not send a copy by e-mail this time: download it below. Our sales team will answer within two working days at {email}.",
  referenceLabel: "Reference",
  downloadPdf: "Download your request (PDF)",
  sentLinesTitle: "What you asked for",
  sentExpired:
    "This confirmation link has expired or is not valid. A request you sent is not lost: its reference is in our acknowledgement e-mail, if one was sent to you; otherwise contact us and we will find it by your e-mail address.",
  newRequest: "Start a new request",
} as const;
