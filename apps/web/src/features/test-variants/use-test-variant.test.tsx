import { TypedInMemoryProvider, type JsonValue, type Provider } from '@openfeature/web-sdk';
import { render, screen } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiServer, interceptApiRequests } from '@/testing/api-server';
import { TestVariantsProvider } from '@/features/test-variants/test-variants-provider';
import { useTestVariant } from '@/features/test-variants/use-test-variant';

interceptApiRequests();
afterEach(() => {
  window.localStorage.clear();
});

const SERVICE = 'https://variants.example';
const CONTEXT = { targetingKey: 'account-1', vendor: 'photobox.co.uk' };

function Probe({ test }: { test: string }) {
  return <p>{`${test}: ${useTestVariant(test)}`}</p>;
}

/**
 * A service answering each test with the given experiences. It starts up asynchronously, as a
 * real one does (the SDK announces a provider without start-up before it counts it as ready).
 */
class StartingInMemoryProvider extends TypedInMemoryProvider {
  async initialize(): Promise<void> {
    await Promise.resolve();
  }
}

function inMemory(answers: Record<string, JsonValue>) {
  return () =>
    new StartingInMemoryProvider(
      Object.fromEntries(
        Object.entries(answers).map(([test, value]) => [
          test,
          { variants: { only: value }, defaultVariant: 'only', disabled: false },
        ]),
      ),
    );
}

/** The probes below the provider; without `createProvider`, the real personalisation provider. */
function renderProbes(url: string | undefined, createProvider?: () => Provider) {
  render(
    <TestVariantsProvider
      url={url}
      context={CONTEXT}
      {...(createProvider ? { createProvider } : {})}
    >
      <Probe test="good-a" />
      <Probe test="good-control" />
      <Probe test="empty" />
      <Probe test="other-first" />
      <Probe test="not-a-list" />
      <Probe test="unknown" />
    </TestVariantsProvider>,
  );
}

const ANSWERS: Record<string, JsonValue> = {
  'good-a': ['A', 'control'],
  'good-control': ['control'],
  empty: [],
  'other-first': ['B', 'A'],
  'not-a-list': 'A',
};

describe('useTestVariant', () => {
  it('shows the first experience when it is "control" or "A", else the control', async () => {
    renderProbes(SERVICE, inMemory(ANSWERS));
    expect(await screen.findByText('good-a: A')).toBeTruthy();
    expect(screen.getByText('good-control: control')).toBeTruthy();
    expect(screen.getByText('empty: control')).toBeTruthy();
    expect(screen.getByText('other-first: control')).toBeTruthy();
    expect(screen.getByText('not-a-list: control')).toBeTruthy();
    expect(screen.getByText('unknown: control')).toBeTruthy();
  });

  it('asks no service without one (not configured, or no analytics consent): all control', () => {
    const createProvider = vi.fn(inMemory(ANSWERS));
    renderProbes(undefined, createProvider);
    expect(screen.getByText('good-a: control')).toBeTruthy();
    expect(createProvider).not.toHaveBeenCalled();
  });

  it('asks the personalisation service over OpenFeature remote evaluation', async () => {
    const asked: unknown[] = [];
    apiServer.use(
      http.post(`${SERVICE}/ofrep/v1/evaluate/flags`, async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({
          flags: Object.entries(ANSWERS).map(([key, value]) => ({
            key,
            value,
            reason: 'TARGETING_MATCH',
            variant: 'v',
          })),
        });
      }),
    );
    renderProbes(SERVICE);
    expect(await screen.findByText('good-a: A')).toBeTruthy();
    expect(screen.getByText('other-first: control')).toBeTruthy();
    expect(screen.getByText('not-a-list: control')).toBeTruthy();
    expect(asked).toEqual([{ context: CONTEXT }]);
  });
});
