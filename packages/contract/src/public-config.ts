import { z } from 'zod/mini';

export const MenuLinkSchema = z.object({ label: z.string(), url: z.string() });

/** Per-vendor public configuration: storefront menus, routes and links. */
export const PublicConfigSchema = z.object({
  vendorHost: z.string(),
  menus: z.object({
    main: z.array(MenuLinkSchema),
    footer: z.array(MenuLinkSchema),
  }),
  routes: z.object({ main: z.string(), editor: z.string() }),
  links: z.object({
    faq: z.optional(z.string()),
    allProducts: z.optional(z.string()),
    customerCare: z.optional(z.string()),
    storefront: z.optional(z.string()),
  }),
  helpChatEnabled: z.boolean(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

/**
 * The spec's fallback for a host without public configuration (or when it cannot be had):
 * empty menus, main and editor routes only.
 */
export function fallbackPublicConfig(vendorHost: string): PublicConfig {
  return {
    vendorHost,
    menus: { main: [], footer: [] },
    routes: { main: '/', editor: '/editor' },
    links: {},
    helpChatEnabled: false,
  };
}
