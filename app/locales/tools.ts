import { tools } from "./en/tools";

/**
 * The engineering tools' copy: out of the shared catalogue, so a page loads it only when it shows a
 * tool or a piece of one; Arabic will add `ar/tools.ts` beside it.
 */
export type ToolMessages = typeof tools;

export function useToolMessages(): ToolMessages {
  return tools;
}

/** The same copy for server code (loaders, the API). */
export const toolMessages: ToolMessages = tools;
