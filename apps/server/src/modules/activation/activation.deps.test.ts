import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createActivationDeps } from './activation.deps.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('activation dependencies', () => {
  it("import through the process's HEIC pool and image signer, not a second set", () => {
    const deps = createActivationDeps(t.ctx);
    // A second pool would hold HEIC_DECODE_WORKERS more workers of ~350 MB each.
    expect(deps.photos.heic).toBe(t.ctx.heicDecoder);
    expect(deps.photos.signer).toBe(t.ctx.imageUrlSigner);
  });
});
