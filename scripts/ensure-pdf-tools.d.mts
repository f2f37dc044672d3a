/** The path of `command` on the PATH, or undefined. */
export function findTool(command: string): string | undefined;
