import { hydrateDocument } from "~/runtime/hydrate";

// The browser runs on Preact unless built with BROWSER_RUNTIME=react; app/runtime/ holds what each needs.
void hydrateDocument();
