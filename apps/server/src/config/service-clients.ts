import { z } from 'zod';
import { SERVICE_SCOPE_NAMES } from '../platform/auth/service-scopes.ts';

/**
 * One system allowed to call the internal routes (the shop, customer care): the embedded
 * provider gives it client-credentials tokens with at most these scopes.
 */
export const ServiceClientSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'an id of 1 to 64 letters, digits, ".", "_" or "-"'),
  // A secret anyone could guess would open every customer's record to its holder.
  secret: z.string().min(32, 'a secret of at least 32 characters').max(512),
  scopes: z.array(z.enum(SERVICE_SCOPE_NAMES)).min(1, 'at least one scope'),
});
export type ServiceClient = z.infer<typeof ServiceClientSchema>;

export const ServiceClientsSchema = z
  .array(ServiceClientSchema)
  .refine(
    (clients) => new Set(clients.map((client) => client.id)).size === clients.length,
    'each client id only once',
  );
