import { act, cleanup, fireEvent, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JumpToDate } from '@/features/photos/components/jump-to-date';
import { LazyJumpToDateDialog } from '@/features/photos/components/lazy-photos';
import {
  jumpActions,
  jumpRequestStore,
  monthInViewStore,
} from '@/features/photos/state/jump-store';
import { renderWithProviders } from '@/testing/render';

const COUNTS = [
  { year: 2026, month: 3, count: 4 },
  { year: 2026, month: 1, count: 1 },
  { year: 2019, month: 11, count: 12 },
  { year: 1970, month: 1, count: 5 },
];

// In the app the dialog's code loads when its button is pointed at or focused, before the click.
beforeAll(async () => {
  await LazyJumpToDateDialog.preload();
});

afterEach(() => {
  cleanup();
  jumpRequestStore.set(() => undefined);
  monthInViewStore.set(() => undefined);
});

function openControl() {
  renderWithProviders(<JumpToDate counts={COUNTS} />);
  fireEvent.click(screen.getByRole('button', { name: 'Jump to a date' }));
  return screen.getByRole('dialog', { name: 'Jump to a date' });
}

describe('JumpToDate', () => {
  it('offers the years and the months with photos, and asks for the month chosen', async () => {
    const user = userEvent.setup();
    const dialog = openControl();
    const year = within(dialog).getByRole('combobox', { name: 'Year' });
    expect(document.activeElement).toBe(year);
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2026 · 5 photos', '2019 · 12 photos']);
    const months = within(dialog).getByRole('group', { name: 'Months of 2026' });
    expect(
      within(months).getByRole<HTMLButtonElement>('button', { name: 'March 4 photos' }).disabled,
    ).toBe(false);
    expect(
      within(months).getByRole<HTMLButtonElement>('button', { name: 'February' }).disabled,
    ).toBe(true);
    expect(within(months).getAllByRole('button')).toHaveLength(12);

    await user.selectOptions(year, '2019');
    const older = within(dialog).getByRole('group', { name: 'Months of 2019' });
    await user.click(within(older).getByRole('button', { name: 'November 12 photos' }));
    expect(jumpRequestStore.get()?.key).toBe('2019-11');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the photos without a date, and opens on the year in view', async () => {
    await act(() => {
      jumpActions.setInView('2019-11');
    });
    const dialog = openControl();
    expect(within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Year' }).value).toBe(
      '2019',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unknown Date 5 photos' }));
    expect(jumpRequestStore.get()?.key).toBe('1970-1');
  });

  it('closes on Escape without jumping, and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<JumpToDate counts={COUNTS} />);
    await user.click(screen.getByRole('button', { name: 'Jump to a date' }));
    expect(screen.getByRole('dialog', { name: 'Jump to a date' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(jumpRequestStore.get()).toBeUndefined();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Jump to a date' }));
  });

  it('is not offered for a library without photos', () => {
    renderWithProviders(<JumpToDate counts={[{ year: 2026, month: 3, count: 0 }]} />);
    expect(screen.queryByRole('button', { name: 'Jump to a date' })).toBeNull();
  });
});
