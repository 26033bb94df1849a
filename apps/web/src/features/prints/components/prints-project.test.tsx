import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { NewPrintsProject, SavedProjectDetails } from '@my-account/contract/projects';
import { Toaster } from '@/components/toast/toaster';
import { apiServer, apiUrl, interceptApiRequests } from '@/testing/api-server';
import { CHANNEL, renderStep, serve } from '@/features/prints/components/prints-step-fixtures';

interceptApiRequests();

const PROJECT: SavedProjectDetails = {
  id: 'proj-1',
  title: 'Photo prints',
  articleCode: 'PAP_910',
  articleType: 'Prints',
  coverUrl: null,
  pageCount: 2,
  createdAt: '2026-05-01T10:00:00.000Z',
  lastEditedAt: '2026-05-01T10:00:00.000Z',
  prints: {
    printSize: '13x18',
    finish: 'matte',
    border: 'white',
    photos: [
      { photoId: 'x', quantity: 5 },
      { photoId: 'y', quantity: 2 },
    ],
  },
};

describe('prints projects on the prints step', () => {
  it('saves the selection as a project and says where to find it', async () => {
    serve();
    const posted: NewPrintsProject[] = [];
    apiServer.use(
      http.post(apiUrl('projects', '/api/v2/project'), async ({ request }) => {
        posted.push((await request.json()) as NewPrintsProject);
        return HttpResponse.json(PROJECT, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderStep({ channel: CHANNEL, tempSelectionId: 'sel-1' }, vi.fn(), <Toaster />);
    await user.click(await screen.findByRole('button', { name: 'More prints of a.jpg' }));
    await user.click(screen.getByRole('radio', { name: 'Matte' }));
    await user.click(screen.getByRole('button', { name: 'Save as project' }));

    const link = await screen.findByRole('link', { name: 'See your saved projects' });
    expect(link.getAttribute('href')).toBe('/saved-projects');
    expect(posted).toEqual([
      {
        title: 'Photo prints',
        articleCode: 'PAP_910',
        selection: {
          printSize: '10x15',
          finish: 'matte',
          border: 'none',
          photos: [
            { photoId: 'a', quantity: 2 },
            { photoId: 'b', quantity: 1 },
          ],
        },
      },
    ]);
  });

  it('continues a saved project with its photos, quantities and options', async () => {
    serve();
    apiServer.use(
      http.get(apiUrl('projects', '/api/v2/project/:id'), ({ params }) =>
        params.id === 'proj-1'
          ? HttpResponse.json(PROJECT)
          : HttpResponse.json(
              { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'no' },
              { status: 404 },
            ),
      ),
    );
    renderStep({ project: 'proj-1' });
    expect(await screen.findByText(/continuing your saved project “Photo prints”/)).toBeTruthy();
    const x = await screen.findByRole<HTMLInputElement>('spinbutton', { name: 'Prints of x.jpg' });
    expect(x.value).toBe('5');
    expect(screen.getByLabelText<HTMLSelectElement>('Print size').value).toBe('13x18');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'White border' }).checked).toBe(
      true,
    );
  });

  it('says when the saved project is gone', async () => {
    serve();
    apiServer.use(
      http.get(apiUrl('projects', '/api/v2/project/:id'), () =>
        HttpResponse.json(
          { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'no' },
          { status: 404 },
        ),
      ),
    );
    renderStep({ project: 'gone' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This saved project is no longer there',
    );
  });
});
