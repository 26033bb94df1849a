import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '@/testing/render-with-runtime';
import { BookPageImage, BookViewer } from '@/features/widgets/components/book-viewer';
import { stubWindowWidth } from '@/features/widgets/components/widget-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderBook(pageCount = 5) {
  const rendered: number[] = [];
  renderWithRuntime(
    <BookViewer
      title="A year of us"
      pageCount={pageCount}
      renderPage={(page) => {
        rendered.push(page);
        return <BookPageImage src={`/pages/${String(page)}.jpg`} page={page} />;
      }}
    />,
  );
  return { rendered };
}

const position = () => screen.getByText(/^Pages? \d/);
const shownPages = () =>
  screen
    .getAllByRole('img')
    .filter((image) => !image.closest('[aria-hidden="true"]'))
    .map((image) => image.getAttribute('alt'));

describe('the book viewer', () => {
  it('shows double-page spreads on wide screens and turns them by buttons and keys', async () => {
    stubWindowWidth(1280);
    const user = userEvent.setup();
    renderBook(5);
    expect(position().textContent).toBe('Pages 1-2 of 5');
    expect(shownPages()).toEqual(['Page 1', 'Page 2']);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(position().textContent).toBe('Pages 3-4 of 5');
    expect(shownPages()).toEqual(['Page 3', 'Page 4']);

    screen.getByRole('region', { name: 'A year of us' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(position().textContent).toBe('Page 5 of 5');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await user.keyboard('{ArrowRight}');
    expect(position().textContent).toBe('Page 5 of 5');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(position().textContent).toBe('Pages 1-2 of 5');
    // The live region announces each turn to screen readers.
    expect(position().getAttribute('aria-live')).toBe('polite');
  });

  it('shows one page at a time on phones', async () => {
    stubWindowWidth(390);
    const user = userEvent.setup();
    renderBook(3);
    expect(position().textContent).toBe('Page 1 of 3');
    expect(shownPages()).toEqual(['Page 1']);
    screen.getByRole('region', { name: 'A year of us' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(position().textContent).toBe('Page 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(position().textContent).toBe('Page 1 of 3');
  });

  it('asks only for the pages on screen and the next ones, lazily', () => {
    stubWindowWidth(1280);
    const { rendered } = renderBook(16);
    expect(new Set(rendered)).toEqual(new Set([1, 2, 3, 4]));
    for (const image of screen.getAllByRole('img')) {
      expect(image.getAttribute('loading')).toBe('lazy');
    }
  });
});
