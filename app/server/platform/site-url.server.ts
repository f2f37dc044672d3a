import { getEnv } from "./env.server";

/** The public origin: SITE_URL when set, else the origin the request came to. */
export function siteUrl(request: Request): string {
  return getEnv().SITE_URL ?? new URL(request.url).origin;
}
