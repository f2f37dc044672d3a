export const NGINX: string;
export const SITE_CONF: string;
export function ensureNginx(): string;
export function renderSiteConf(values: Record<string, string | number>): string;
export function makeSelfSignedCertificate(dir: string): {
  cert: string;
  key: string;
};
export function startNginx(options: {
  dir: string;
  httpsPort: number;
  httpPort: number;
  upstream: string;
  serverName?: string;
  siteUrl?: string;
}): Promise<{ errors: () => string; stop: () => Promise<void> }>;
