import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SavedProject } from '@my-account/contract/projects';
import { apiServer, apiUrl, interceptApiRequests } from '@/testing/api-server';
import { renderWithRuntime } from '@/testing/render-with-runtime';
import { SavedProjectsPage } from '@/features/projects/components/saved-projects-page';

interceptApiRequests();

const ACCOUNT = 'cust-1';

function project(index: number, articleType = 'Photobook'): SavedProject {
  const day = String(28 - (index % 28)).padStart(2, '0');
  return {
    id: `p-${String(index)}`,
    title: `Project ${String(index)}`,
    articleCode: 'PAP_130',
    articleType,
    coverUrl: null,
    pageCount: 24,
    createdAt: `2026-04-${day}T10:00:00.000Z`,
    lastEditedAt: `2026-05-${day}T10:00:00.000Z`,
  };
}

/** The server's saved projects, paged as it pages them; deletes remove them. */
function serve(initial: SavedProject[]) {
  let projects = [...initial];
  const asked: string[] = [];
  apiServer.use(
    http.get(apiUrl('projects', '/api/v2/projects/:accountId'), ({ request, params }) => {
      expect(params.accountId).toBe(ACCOUNT);
      const url = new URL(request.url);
      const skip = Number(url.searchParams.get('skip'));
      const limit = Number(url.searchParams.get('limit'));
      asked.push(`${String(skip)}/${String(limit)}`);
      return HttpResponse.json({
        projects: projects.slice(skip, skip + limit),
        totalProjectCount: projects.length,
      });
    }),
    http.delete(apiUrl('projects', '/api/v2/project/:id'), ({ params }) => {
      projects = projects.filter((candidate) => candidate.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return asked;
}

function renderPage(storefront?: string) {
  return renderWithRuntime(
    <SavedProjectsPage accountId={ACCOUNT} accountFailed={false} onRetryAccount={() => {}} />,
    storefront ? { publicConfig: { links: { storefront } } } : {},
  );
}

const cards = () => screen.getAllByRole('article');

describe('SavedProjectsPage', () => {
  it('pages through the projects 10 at a time', async () => {
    const asked = serve(Array.from({ length: 25 }, (_, i) => project(i + 1)));
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByText('25 saved projects')).toBeTruthy();
    expect(cards()).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Saved projects pages' });
    expect(within(pager).getByText('Page 1 of 3')).toBeTruthy();
    expect(
      within(pager).getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled,
    ).toBe(true);
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await within(pager).findByText('Page 2 of 3')).toBeTruthy();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => {
      expect(cards()).toHaveLength(5);
    });
    expect(screen.getByRole('heading', { name: 'Project 25' })).toBeTruthy();
    expect(asked).toEqual(['0/10', '10/10', '20/10']);
  });

  it('shows cover, title, product, last edited, and where continue editing goes', async () => {
    serve([
      { ...project(1), coverUrl: 'https://img.example/cover.jpg', title: 'Summer book' },
      { ...project(2, 'Prints'), title: 'Prints of May', pageCount: 3 },
    ]);
    const { container } = renderPage();
    const book = await screen.findByRole('article', { name: 'Summer book' });
    expect(within(book).getByText('Photo book · 24 pages')).toBeTruthy();
    expect(within(book).getByText('Last edited 27 May 2026')).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      'https://img.example/cover.jpg',
    );
    const editBook = within(book).getByRole('link', { name: 'Continue editing Summer book' });
    expect(editBook.getAttribute('href')).toMatch(/\/editor\?project=p-1$/);
    const prints = screen.getByRole('article', { name: 'Prints of May' });
    expect(
      within(prints)
        .getByRole('link', { name: 'Continue editing Prints of May' })
        .getAttribute('href'),
    ).toMatch(/\/prints-editor\/photobox\.co\.uk\?project=p-2$/);
  });

  it('deletes a project after a confirmation, and the list loads afresh', async () => {
    const asked = serve(Array.from({ length: 11 }, (_, i) => project(i + 1)));
    const user = userEvent.setup();
    renderPage();
    const target = await screen.findByRole('article', { name: 'Project 3' });
    await user.click(within(target).getByRole('button', { name: 'Delete Project 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this project?' });
    expect(within(dialog).getByText(/“Project 3” will be deleted for good/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete project' }));

    expect(await screen.findByText('10 saved projects')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Project 3' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Saved projects pages' })).toBeNull();
    expect(asked).toEqual(['0/10', '0/10']);
  });

  it('moves back a page when a delete empties the last one', async () => {
    serve(Array.from({ length: 11 }, (_, i) => project(i + 1)));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Project 11' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this project?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete project' }));

    expect(await screen.findByText('10 saved projects')).toBeTruthy();
    await waitFor(() => {
      expect(cards()).toHaveLength(10);
    });
    expect(screen.getByRole('heading', { name: 'Project 1' })).toBeTruthy();
  });

  it('keeps the project when the customer cancels', async () => {
    serve([project(1)]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Project 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this project?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(cards()).toHaveLength(1);
  });

  it('leads to the storefront when there is nothing saved', async () => {
    serve([]);
    renderPage('https://www.photobox.co.uk/');
    expect(await screen.findByRole('heading', { name: 'No saved projects yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Discover our products' }).getAttribute('href')).toBe(
      'https://www.photobox.co.uk/',
    );
  });
});
