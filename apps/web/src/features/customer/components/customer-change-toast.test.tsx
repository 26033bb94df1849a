import { act, screen } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '@my-account/contract/customer';
import { Toaster } from '@/components/toast/toaster';
import { TOAST_DURATION_MS } from '@/components/toast/toast-durations';
import {
  apiServer,
  apiUrl,
  FAKE_TIMERS_WITH_API,
  interceptApiRequests,
} from '@/testing/api-server';
import { customerRecord } from '@/testing/customer-records';
import { renderWithRuntime } from '@/testing/render-with-runtime';
import { CustomerChangeToast } from '@/features/customer/components/customer-change-toast';

interceptApiRequests();

const SAVED = 'Your changes have been saved.';
let record: Customer;
let acknowledgements = 0;
let acknowledgedCounts: unknown[] = [];

beforeEach(() => {
  vi.useFakeTimers(FAKE_TIMERS_WITH_API);
  acknowledgements = 0;
  acknowledgedCounts = [];
  apiServer.use(
    http.get(apiUrl('customer', '/customers/me'), () => HttpResponse.json(record)),
    http.post(apiUrl('customer', '/customers/me/changed/ack'), async ({ request }) => {
      acknowledgements += 1;
      acknowledgedCounts.push(await request.json());
      record = { ...record, changed: false, changes: 0 };
      return HttpResponse.json(record);
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function renderToast() {
  return renderWithRuntime(
    <>
      <Toaster />
      <CustomerChangeToast />
    </>,
  );
}

describe('CustomerChangeToast', () => {
  it('confirms a saved change for 10 seconds, then acknowledges it', async () => {
    record = customerRecord({ changed: true, changes: 2 });
    const { queryClient } = renderToast();
    // The toaster's code loads with the first toast: it shows once that is there.
    await vi.waitFor(async () => {
      await advance(100);
      expect(screen.getByText(SAVED)).toBeTruthy();
    });
    expect(acknowledgements).toBe(0);

    await advance(TOAST_DURATION_MS - 1_000);
    expect(screen.getByText(SAVED)).toBeTruthy();
    expect(acknowledgements).toBe(0);

    await advance(2_000);
    await advance(1_000);
    expect(acknowledgements).toBe(1);
    // Only the two saves this toast confirmed: a third made meanwhile would stay to confirm.
    expect(acknowledgedCounts).toEqual([{ changes: 2 }]);
    expect(queryClient.getQueryData<Customer>(['customers', 'me'])?.changed).toBe(false);
    expect(screen.queryByText(SAVED)).toBeNull();
  });

  it('shows nothing while nothing changed', async () => {
    record = customerRecord({ changed: false });
    renderToast();
    await advance(0);
    await advance(TOAST_DURATION_MS * 2);
    expect(screen.queryByText(SAVED)).toBeNull();
    expect(acknowledgements).toBe(0);
  });
});
