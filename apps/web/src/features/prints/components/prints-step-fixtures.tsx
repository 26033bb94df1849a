import type { ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import type { CustomerAddress } from '@my-account/contract/customer';
import type { PrintsPriceList, PrintsReorder } from '@my-account/contract/prints';
import { apiServer, apiUrl } from '@/testing/api-server';
import { renderWithRuntime } from '@/testing/render-with-runtime';
import { testPhoto } from '@/testing/test-photo';
import {
  PrintsEditorPage,
  type EditorHandoffParams,
} from '@/features/prints/components/prints-editor-page';

/** What the prints step's component tests serve and render it with. */
export const CHANNEL = 'PHOTOBOX_CO_UK_EN_GB';
export const LIST: PrintsPriceList = {
  channel: CHANNEL,
  articleCode: 'PAP_910',
  title: 'Photo prints',
  currency: 'GBP',
  sizes: [
    { id: '10x15', title: '10 x 15 cm', price: 25 },
    { id: '13x18', title: '13 x 18 cm', price: 45 },
  ],
  finishes: [
    { id: 'glossy', title: 'Glossy' },
    { id: 'matte', title: 'Matte' },
  ],
  borders: [
    { id: 'none', title: 'No border' },
    { id: 'white', title: 'White border' },
  ],
  shippingCost: 199,
  maxQuantity: 99,
};
export const HOME: CustomerAddress = {
  id: 'home',
  firstName: 'Demi',
  lastName: 'Tester',
  companyName: null,
  street: 'Baker Street',
  houseNumber: '221B',
  addition: null,
  postalCode: 'NW1 6XE',
  city: 'London',
  countryCode: 'GB',
  phoneNumber: null,
  isDefaultDelivery: true,
  isDefaultBilling: true,
};
const WORK: CustomerAddress = {
  ...HOME,
  id: 'work',
  street: 'Deansgate',
  houseNumber: '100',
  city: 'Manchester',
  isDefaultDelivery: false,
  isDefaultBilling: false,
};

export function serve({
  photoIds = ['a', 'b'],
  addresses = [HOME, WORK],
  reorder,
}: { photoIds?: string[]; addresses?: CustomerAddress[]; reorder?: PrintsReorder } = {}) {
  apiServer.use(
    http.get(apiUrl('photo-management', '/temp-selections/:id'), () =>
      HttpResponse.json({ photoIds }),
    ),
    http.get(apiUrl('photo-management', '/photos/:id'), ({ params }) =>
      HttpResponse.json(testPhoto(String(params.id))),
    ),
    http.get(apiUrl('prints', '/v1/price-list'), ({ request }) =>
      new URL(request.url).searchParams.get('channel') === CHANNEL
        ? HttpResponse.json(LIST)
        : HttpResponse.json(
            { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'no' },
            { status: 404 },
          ),
    ),
    http.get(apiUrl('customer', '/customers/me/addresses'), () => HttpResponse.json({ addresses })),
    http.post(apiUrl('merchandise', '/graphql'), () =>
      HttpResponse.json({
        data: { Channel: { ID: CHANNEL, Vendor: { ID: 'photobox.co.uk', Locale: 'en-GB' } } },
      }),
    ),
    ...(reorder
      ? [http.get(apiUrl('prints', '/v1/reorders/:code'), () => HttpResponse.json(reorder))]
      : []),
  );
}

const LINKS = {
  photos: '/my-photos/photos',
  addAddress: '/settings/new-address',
  paymentMethod: '/settings/payment-method',
};

export function renderStep(
  handoff: Partial<EditorHandoffParams>,
  onPlaced = vi.fn(),
  /** Rendered beside the step, e.g. the toaster. */
  beside?: ReactNode,
) {
  renderWithRuntime(
    <>
      {beside}
      <PrintsEditorPage
        handoff={{
          vendor: 'photobox.co.uk',
          product: 'PAP_910',
          channel: undefined,
          tempSelectionId: undefined,
          reorder: undefined,
          project: undefined,
          ...handoff,
        }}
        links={LINKS}
        onPlaced={onPlaced}
      />
    </>,
  );
  return onPlaced;
}
