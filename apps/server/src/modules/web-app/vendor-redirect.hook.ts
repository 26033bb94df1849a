import type { FastifyInstance } from 'fastify';
import { VENDOR_REDIRECTS, resolveVendorHost } from '@my-account/contract/vendors';

/** Hosts such as albelli.fr only redirect to another brand's host, keeping path and prefixes. */
export function registerVendorRedirects(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const vendorHost = resolveVendorHost(request.host);
    const target = vendorHost ? VENDOR_REDIRECTS[vendorHost] : undefined;
    if (!vendorHost || !target) {
      return;
    }
    const host = request.host.toLowerCase().replace(vendorHost, target);
    return reply.redirect(`${request.protocol}://${host}${request.url}`, 301);
  });
}
