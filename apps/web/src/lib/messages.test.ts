import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flattenMessages, loadMessages } from '@/lib/messages';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function respond(files: Record<string, unknown>) {
  fetchMock.mockImplementation((input) => {
    const url = input instanceof Request ? input.url : input.toString();
    const name = url.split('/').pop() ?? '';
    const file = files[name];
    return Promise.resolve(
      file === undefined
        ? new Response('{"statusCode":404}', { status: 404 })
        : new Response(JSON.stringify(file), { headers: { 'Content-Type': 'application/json' } }),
    );
  });
}

describe('flattenMessages', () => {
  it('turns nested locale files into dotted ids', () => {
    expect(flattenMessages({ menu: { orders: 'My orders' }, title: 'Hi' })).toEqual({
      'menu.orders': 'My orders',
      title: 'Hi',
    });
  });
});

describe('loadMessages', () => {
  const requested = () =>
    fetchMock.mock.calls.map(([input]) =>
      (input instanceof Request ? input.url : input.toString()).split('/').pop(),
    );

  it('loads only the vendor locale file', async () => {
    respond({
      'en-GB.json': { menu: { orders: 'My orders', faq: 'FAQs' } },
      'nl-NL.json': { menu: { orders: 'Mijn bestellingen', faq: 'Veelgestelde vragen' } },
    });
    await expect(loadMessages('nl-NL')).resolves.toEqual({
      locale: 'nl-NL',
      messages: { 'menu.orders': 'Mijn bestellingen', 'menu.faq': 'Veelgestelde vragen' },
    });
    expect(requested()).toEqual(['nl-NL.json']);
  });

  it('falls back to en-GB when a deployment lacks the vendor locale file', async () => {
    respond({ 'en-GB.json': { menu: { orders: 'My orders' } } });
    await expect(loadMessages('sv-SE')).resolves.toEqual({
      locale: 'en-GB',
      messages: { 'menu.orders': 'My orders' },
    });
  });

  it('never asks for a locale the product is not written in', async () => {
    respond({ 'en-GB.json': { a: 'A' } });
    await expect(loadMessages('pl-PL')).resolves.toEqual({ locale: 'en-GB', messages: { a: 'A' } });
    expect(requested()).toEqual(['en-GB.json']);
  });
});
