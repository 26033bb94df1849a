import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GALLERY_CATEGORIES, type GalleryEntry } from '@my-account/contract/widget-gallery';
import { apiServer, apiUrl, interceptApiRequests } from '@/testing/api-server';
import { renderWithRuntime } from '@/testing/render-with-runtime';
import { GalleryPanel } from '@/features/widgets/components/gallery-panel';

interceptApiRequests();

const ENTRY_URL = apiUrl('widget-gallery', '/v1/galleryentries/w-1');

/** The gallery server: one entry at most, as the API keeps it; `blocked` refuses publishing. */
function serveGallery({ blocked = false } = {}) {
  let entry: GalleryEntry | null = null;
  const calls: string[] = [];
  const nameOf = (id: string) =>
    GALLERY_CATEGORIES.find((category) => category.id === id)?.name ?? id;
  const save = (ids: GalleryEntry['categoryIds']) => {
    entry = {
      widgetId: 'w-1',
      channel: 'photobox.co.uk',
      categoryIds: ids,
      categories: ids.map(nameOf),
      createdAt: '2026-11-24T10:00:00Z',
      updatedAt: `2026-11-24T10:0${String(calls.length)}:00Z`,
    };
    return entry;
  };
  apiServer.use(
    http.get(apiUrl('widget-gallery', '/v1/categories'), () =>
      HttpResponse.json({ items: GALLERY_CATEGORIES }),
    ),
    http.get(ENTRY_URL, () =>
      entry
        ? HttpResponse.json(entry)
        : HttpResponse.json({ code: 'NOT_FOUND', message: 'no' }, { status: 404 }),
    ),
    http.post(apiUrl('widget-gallery', '/v1/galleryentries'), async ({ request }) => {
      const body = (await request.json()) as {
        categoryIds: GalleryEntry['categoryIds'];
        channel: string;
      };
      calls.push(`POST ${body.channel} ${body.categoryIds.join(',')}`);
      if (blocked) {
        return HttpResponse.json(
          { code: 'GALLERY_ORDER_BLOCKED', message: 'blocked' },
          { status: 409 },
        );
      }
      return HttpResponse.json(save(body.categoryIds), { status: 201 });
    }),
    http.put(ENTRY_URL, async ({ request }) => {
      const body = (await request.json()) as { categoryIds: GalleryEntry['categoryIds'] };
      calls.push(
        `PUT ${new URL(request.url).searchParams.get('channel') ?? ''} ${body.categoryIds.join(',')}`,
      );
      return HttpResponse.json(save(body.categoryIds));
    }),
    http.delete(ENTRY_URL, () => {
      calls.push('DELETE');
      entry = null;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { calls };
}

function renderPanel() {
  renderWithRuntime(<GalleryPanel widgetId="w-1" channel="photobox.co.uk" brandName="Photobox" />);
}

describe('the gallery panel', () => {
  it('publishes with two categories, changes them and removes the book', async () => {
    const { calls } = serveGallery();
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('checkbox', { name: 'Family' }));
    await user.click(screen.getByRole('checkbox', { name: 'Travel' }));
    await user.click(screen.getByRole('button', { name: 'Publish to the gallery' }));
    expect(await screen.findByText('In the gallery under Family and Travel.')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Family' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pets' }));
    await user.click(screen.getByRole('button', { name: 'Save categories' }));
    expect(await screen.findByText('In the gallery under Travel and Pets.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove from the gallery' }));
    expect(await screen.findByRole('button', { name: 'Publish to the gallery' })).toBeTruthy();
    expect(calls).toEqual([
      'POST photobox.co.uk family,travel',
      'PUT photobox.co.uk travel,pets',
      'DELETE',
    ]);
  });

  it('takes one to three categories', async () => {
    const { calls } = serveGallery();
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Publish to the gallery' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Choose at least one category.',
    );
    for (const name of ['Family', 'Travel', 'Wedding']) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    expect(screen.getByRole('checkbox', { name: 'Baby' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('checkbox', { name: 'Family' })).toHaveProperty('disabled', false);
    expect(calls).toEqual([]);
  });

  it('says clearly when the order is blocked from the gallery', async () => {
    serveGallery({ blocked: true });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('checkbox', { name: 'Family' }));
    await user.click(screen.getByRole('button', { name: 'Publish to the gallery' }));
    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toContain(
        'This photo book cannot be published in the gallery.',
      );
    });
  });
});
