import { WidgetSchema, encodeShareValue } from '@my-account/contract/widgets';
import type { TestServer } from './test-server.ts';

async function call(
  server: TestServer,
  accessToken: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${accessToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) {
    throw new Error(
      `${method} ${path} answered ${String(response.status)}: ${await response.text()}`,
    );
  }
  return response.json();
}

/** The share query of the widget API: the texts base64-encoded, as the app sends them. */
export function shareQuery(share: {
  vendorId?: string;
  fromName: string;
  personalMessage?: string;
  toEmailAddress: string;
}): string {
  return new URLSearchParams({
    vendorId: share.vendorId ?? 'photobox.co.uk',
    fromName: encodeShareValue(share.fromName),
    personalMessage: encodeShareValue(share.personalMessage ?? ''),
    toEmailAddress: encodeShareValue(share.toEmailAddress),
  }).toString();
}

/**
 * Puts the customer's photo book online, shares it by e-mail and publishes it in a gallery:
 * a widget, a share link and a gallery entry (account deletion's data of those modules).
 */
export async function publishAndShareBook(
  server: TestServer,
  accessToken: string,
  productCode: string,
): Promise<void> {
  const widget = WidgetSchema.parse(
    await call(server, accessToken, 'POST', `/widgets/v1/widget/${productCode}`),
  );
  const query = shareQuery({ fromName: 'A friend', toEmailAddress: 'book-reader@example.org' });
  await call(server, accessToken, 'PUT', `/widgets/v1/widget/${productCode}/share?${query}`);
  await call(server, accessToken, 'POST', '/widget-gallery/v1/galleryentries', {
    widgetId: widget.widgetId,
    channel: 'photobox.co.uk',
    categoryIds: ['travel', 'family'],
  });
}
