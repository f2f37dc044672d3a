/**
 * The refusal of a page above the user's role (decision 034), in a module of its own: the root's
 * error boundary shows it too (a refusal by the admin guard's middleware on a document request
 * renders there, decision 058), and every page's JavaScript carries the root, not the admin copy.
 */
export const forbiddenCopy = {
  title: "Administrators only",
  body: "This page is for administrators. You are signed in as an editor: the catalogue and content are yours to change.",
  home: "Return to Dashboard",
};
