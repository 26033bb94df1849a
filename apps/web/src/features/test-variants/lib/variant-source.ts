import type { EvaluationContext, JsonValue, Provider } from '@openfeature/web-sdk';

/** Our tests' own OpenFeature domain, so no other provider answers them. */
export const TEST_VARIANTS_DOMAIN = 'test-variants';

export type ProviderFactory = (url: string) => Provider | Promise<Provider>;

/** Where the pages read their tests' answers: a snapshot per test name, and change events. */
export interface VariantSource {
  read: (testName: string, fallback: JsonValue) => JsonValue;
  subscribe: (listener: () => void) => () => void;
  /** Connects to the service (from an effect); close() undoes it, start() may follow again. */
  start: () => void;
  close: () => void;
}

/** Without a service: every test reads its fallback (the control), and nothing changes. */
export const CONTROL_SOURCE: VariantSource = {
  read: (_testName, fallback) => fallback,
  subscribe: () => () => undefined,
  start: () => undefined,
  close: () => undefined,
};

/**
 * The personalisation service through the OpenFeature web SDK, loaded only now (a customer
 * without the service or without analytics consent never downloads it). Until the provider is
 * ready every test reads its fallback; readers are told when answers arrive or change.
 */
export function openFeatureSource(
  url: string,
  context: EvaluationContext,
  createProvider: ProviderFactory,
): VariantSource {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) {
      listener();
    }
  };
  let run = 0;
  let client: import('@openfeature/web-sdk').Client | undefined;
  let ready = false;
  let detach = (): void => undefined;

  const connect = async (thisRun: number) => {
    const { NOOP_PROVIDER, OpenFeature, ProviderEvents, ProviderStatus } =
      await import('@openfeature/web-sdk');
    const provider = await createProvider(url);
    if (thisRun !== run) {
      return;
    }
    const domainClient = OpenFeature.getClient(TEST_VARIANTS_DOMAIN);
    const refresh = () => {
      ready = domainClient.providerStatus === ProviderStatus.READY;
      notify();
    };
    const events = [
      ProviderEvents.Ready,
      ProviderEvents.ConfigurationChanged,
      ProviderEvents.Error,
    ];
    for (const event of events) {
      domainClient.addHandler(event, refresh);
    }
    detach = () => {
      for (const event of events) {
        domainClient.removeHandler(event, refresh);
      }
      // Consent withdrawn or signed out: the service is closed and not asked again.
      void OpenFeature.setProvider(TEST_VARIANTS_DOMAIN, NOOP_PROVIDER);
    };
    client = domainClient;
    await OpenFeature.setProviderAndWait(TEST_VARIANTS_DOMAIN, provider, context).catch(
      () => undefined,
    );
    refresh();
  };

  return {
    read: (testName, fallback) =>
      ready && client ? client.getObjectValue(testName, fallback) : fallback,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    start: () => {
      run += 1;
      connect(run).catch(() => undefined);
    },
    close: () => {
      run += 1;
      ready = false;
      detach();
      detach = () => undefined;
    },
  };
}
