import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from '@/components/tabs/tabs';
import { renderWithProviders } from '@/testing/render';

const items = [
  { id: 'inProgress', label: 'In progress', content: <p>Current orders</p> },
  { id: 'history', label: 'History', content: <p>Past orders</p> },
];

describe('Tabs', () => {
  it('shows the first panel and moves with the arrow keys', () => {
    const onSelect = vi.fn();
    renderWithProviders(<Tabs label="Orders" items={items} onSelect={onSelect} />);
    expect(screen.getByRole('tablist', { name: 'Orders' })).toBeTruthy();
    expect(screen.getByText('Current orders')).toBeTruthy();
    const first = screen.getByRole('tab', { name: 'In progress' });
    expect(first.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const second = screen.getByRole('tab', { name: 'History' });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(second);
    expect(screen.getByText('Past orders')).toBeTruthy();
    expect(onSelect).toHaveBeenCalledWith('history');

    fireEvent.keyDown(second, { key: 'ArrowRight' });
    expect(first.getAttribute('aria-selected')).toBe('true');
  });
});
