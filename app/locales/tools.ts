import { tools } from "./en/tools";

/**
 * The engineering tools' copy, kept out of the shared catalogue so that other pages do not ship
 * it; Arabic will add `ar/tools.ts` beside it.
 */
export type ToolMessages = typeof tools;

export function useToolMessages(): ToolMessages {
  return tools;
}

/** The same copy for server code (the API's messages). */
export const toolMessages: ToolMessages = tools;
