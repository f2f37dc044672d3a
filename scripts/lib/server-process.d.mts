import type { ChildProcess, StdioOptions } from "node:child_process";

export const projectRoot: string;
export function serverNodeFlags(nodeOptions?: string): string[];
export function spawnServer(options: {
  env: NodeJS.ProcessEnv;
  stdio?: StdioOptions;
  buildRoot?: string;
  extraFlags?: string[];
}): ChildProcess;
export function waitForServer(
  base: string,
  child: ChildProcess,
  timeoutMs?: number,
): Promise<void>;
export function crashReason(stderrTail: string): string;
export function superviseServer(options: {
  env: NodeJS.ProcessEnv;
  firstDelayMs?: number;
  maxDelayMs?: number;
  maxCrashes?: number;
  windowMs?: number;
  log?: (line: string) => void;
  exit?: (code: number) => void;
  watchParent?: boolean;
  parentPollMs?: number;
}): void;
export declare const CONFIG_ERROR_EXIT: 78;
