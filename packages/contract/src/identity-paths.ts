import { z } from 'zod/mini';
import { VENDORS, vendorForHost, type Vendor } from './vendors.ts';

/**
 * `/v2/identities/{idpType}/{idpSub}/...` of the identity service: the caller's own identity,
 * as its access token names it (`idp_type`, `idp_sub`). Any other identity answers 404.
 */
export const IdentityParamsSchema = z.object({
  idpType: z.string().check(z.minLength(1), z.maxLength(100)),
  idpSub: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type IdentityParams = z.infer<typeof IdentityParamsSchema>;

/** The path of an identity, for the app's calls. */
export function identityPath(identity: IdentityParams): string {
  return `/v2/identities/${encodeURIComponent(identity.idpType)}/${encodeURIComponent(identity.idpSub)}`;
}

/**
 * The channel (brand) a request is made for: a vendor host, or the id other services know the
 * vendor by (onskefoto.se is albelli.se to them). Mails the request causes are in its brand.
 */
export const CHANNELS = [
  ...new Set(VENDORS.flatMap((vendor) => [vendor.host, vendor.serviceVendorId])),
];
export const ChannelSchema = z.enum(CHANNELS);

/** The vendor a channel names; the default vendor for one it does not. */
export function vendorForChannel(channel: string, defaultVendorHost: string): Vendor {
  return (
    VENDORS.find((vendor) => vendor.host === channel || vendor.serviceVendorId === channel) ??
    vendorForHost('', defaultVendorHost)
  );
}

/** The query parameter of the links in confirmation e-mails. */
export const CONFIRMATION_TOKEN_PARAM = 'confirmation-token';
