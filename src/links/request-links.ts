import type { FastifyRequest } from 'fastify';
import { pageOriginOf } from './page-origin.js';
import { type SiteLinks, serviceLinks } from './site-links.js';

/**
 * Where the links of an answer to this request lead (the pages', and the change feeds' links to
 * them), and whether a shared cache may keep an answer that embeds them (page-origin.ts).
 */
export function siteLinksOf(
  request: FastifyRequest,
  publicOrigin: string | undefined,
): { links: SiteLinks; shared: boolean } {
  const { origin, shared } = pageOriginOf(request, publicOrigin);
  return { links: serviceLinks(origin), shared };
}
