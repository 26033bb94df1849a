import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1']);

function listeningAddresses(t: TestApp): string[] {
  return t.app
    .addresses()
    .map((address) => (typeof address === 'string' ? address : address.address));
}

describe('the listening address', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  // main.ts listens on HOST: the demo accounts' passwords are in the README.
  it('is loopback only unless HOST opens the server to the network', async () => {
    t = await buildTestApp();
    await t.app.listen({ host: t.settings.HOST, port: 0 });
    const addresses = listeningAddresses(t);
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.filter((address) => !LOOPBACK.has(address))).toEqual([]);
  });

  it('listens on every interface when HOST says so', async () => {
    t = await buildTestApp({ HOST: '0.0.0.0' });
    await t.app.listen({ host: t.settings.HOST, port: 0 });
    expect(listeningAddresses(t)).toEqual(['0.0.0.0']);
  });
});
