import type { FastifyRequest } from 'fastify';

/** Where a page's absolute links lead, and whether a shared cache may keep a page that embeds it. */
interface PageOrigin {
  origin: string;
  /** false when the origin is the request's own word (its Host): the page is then `private`. */
  shared: boolean;
}

/**
 * The origin of a page's absolute links (the feed to subscribe to, the API and its docs). With
 * PUBLIC_ORIGIN, the operator's, whatever the request says. Without it, only what the service
 * can vouch for: it speaks plain HTTP (TLS ends in front of it), and the host is the request's
 * `Host` (checked by src/http/edge/host-header.ts), else (none, or empty) the address the connection reached. Never
 * `X-Forwarded-Host` or `X-Forwarded-Proto`, which a client can write through a proxy that
 * passes them on. A page embedding the request's Host is not for shared caches: one request's
 * Host must not be served to everyone.
 */
export function pageOriginOf(request: FastifyRequest, publicOrigin: string | undefined): PageOrigin {
  if (publicOrigin !== undefined) return { origin: publicOrigin, shared: true };
  const { localAddress, localPort } = request.raw.socket;
  // An empty Host is valid (RFC 9112 §3.2: the URI had no authority) but names nothing to link to.
  const host =
    request.headers.host ||
    (localAddress?.includes(':') ? `[${localAddress}]:${localPort}` : `${localAddress}:${localPort}`);
  return { origin: `http://${host}`, shared: false };
}
