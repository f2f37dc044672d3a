import { startMailbox } from "./mailbox";

/**
 * Before any worker starts: the run's one mail listener (tests/support/mailbox.ts) for the public
 * e2e server. Its stop is the run's teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startMailbox();
}
