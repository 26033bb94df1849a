import { readAccessToken } from '@/lib/auth-cookies';
import { decodeJwtPayload } from '@/lib/jwt';

/** The signed-in customer's id (the access token's subject), as the services know them. */
export function currentUserId(): string | undefined {
  const sub = decodeJwtPayload(readAccessToken()).sub;
  return typeof sub === 'string' ? sub : undefined;
}
