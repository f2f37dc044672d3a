// pa11y ships no types (and @types/pa11y describes version 5): what scripts/lib/outside-checkers.ts
// uses of pa11y 9's documented API.
declare module "pa11y" {
  interface Pa11yIssue {
    code: string;
    type: "error" | "warning" | "notice";
    typeCode: number;
    message: string;
    context: string | null;
    selector: string;
    runner: string;
  }
  interface Pa11yResults {
    documentTitle: string;
    pageUrl: string;
    issues: Pa11yIssue[];
  }
  interface Pa11yOptions {
    /** A puppeteer Browser to open the page in (pa11y then leaves it open). */
    browser?: unknown;
    standard?: "WCAG2A" | "WCAG2AA" | "WCAG2AAA";
    runners?: string[];
    headers?: Record<string, string>;
    includeWarnings?: boolean;
    includeNotices?: boolean;
    timeout?: number;
    wait?: number;
    chromeLaunchConfig?: {
      executablePath?: string;
      args?: string[];
      ignoreHTTPSErrors?: boolean;
    };
  }
  export default function pa11y(
    url: string,
    options?: Pa11yOptions,
  ): Promise<Pa11yResults>;
}
