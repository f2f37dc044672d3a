import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Which host names the server answers for. With SITE_URL set, every link, card, feed and e-mail
 * names SITE_URL's origin, whatever Host a request carries, so any Host is answered. Without it
 * pages name the origin the request came to, so only hosts that are really this site may be
 * answered: loopback (so `npm start` works with no configuration) and ALLOWED_HOSTS. Any other
 * Host (or X-Forwarded-Host, when a proxy is trusted) gets 421, or it could write its name into a
 * page the render cache then serves to everyone.
 */
export interface HostPolicy {
  siteUrl: string | undefined;
  allowedHosts: string[];
  trustProxy: boolean;
}

function hostnameOf(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith("["))
    return trimmed.slice(0, trimmed.indexOf("]") + 1);
  return trimmed.replace(/:\d*$/, "");
}

function isLoopback(hostname: string): boolean {
  return (
    hostname === "localhost" ||
    hostname === "[::1]" ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/** The hosts a request names: its Host, and the first X-Forwarded-Host when a proxy is trusted. */
function namedHosts(
  req: IncomingMessage,
  trustProxy: boolean,
): Array<string | undefined> {
  const hosts = [req.headers.host];
  const forwarded = req.headers["x-forwarded-host"];
  if (trustProxy && forwarded !== undefined)
    hosts.push(String(forwarded).split(",")[0]);
  return hosts;
}

/** A host name or IP literal with an optional port, as RFC 9110 allows in Host; nothing else. */
const HOST_SYNTAX =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/** Whether every host the request names is well formed (a missing Host is left to the policy). */
export function hostsWellFormed(
  req: IncomingMessage,
  trustProxy: boolean,
): boolean {
  return namedHosts(req, trustProxy).every((host) => {
    if (host === undefined) return true;
    const match = HOST_SYNTAX.exec(host.trim());
    return (
      match !== null && (match[1] === undefined || Number(match[1]) <= 65535)
    );
  });
}

export function hostAllowed(req: IncomingMessage, policy: HostPolicy): boolean {
  if (policy.siteUrl) return true;
  const allowed = new Set(policy.allowedHosts.map(hostnameOf));
  return namedHosts(req, policy.trustProxy).every((host) => {
    const hostname = host === undefined ? "" : hostnameOf(host);
    return hostname !== "" && (isLoopback(hostname) || allowed.has(hostname));
  });
}

/** What the render cache keys a page on besides its address: nothing when SITE_URL fixes the origin. */
export function originKey(req: IncomingMessage, policy: HostPolicy): string {
  if (policy.siteUrl) return "";
  return namedHosts(req, policy.trustProxy).join("|");
}

/** Answers 400 for a malformed host, 421 for one this server must not answer for; returns whether it did. */
export function refuseUnknownHost(
  req: IncomingMessage,
  res: ServerResponse,
  policy: HostPolicy,
): boolean {
  if (!hostsWellFormed(req, policy.trustProxy)) {
    res.writeHead(400, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    });
    res.end("The Host header is not a host name.\n");
    return true;
  }
  if (hostAllowed(req, policy)) return false;
  res.writeHead(421, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
  });
  res.end(
    "This server does not answer for that host name. Set SITE_URL to the site's public address, or list the name in ALLOWED_HOSTS.\n",
  );
  return true;
}
