import { describe, expect, it, vi } from 'vitest';
import { landingPageModule, startLoadingLandingPage } from '@/app/lazy-pages';

const loaded = vi.hoisted(() => new Set<string>());

vi.mock('@/app/routes/photos', () => {
  loaded.add('photos');
  return {};
});
vi.mock('@/app/routes/albums', () => {
  loaded.add('albums');
  return {};
});

describe('landing pages', () => {
  it('knows the module of each page customers land on', () => {
    expect(landingPageModule('/')).toBe('overview');
    expect(landingPageModule('/my-photos/photos')).toBe('photos');
    expect(landingPageModule('/my-photos/photos/preview/photo-1')).toBe('photos');
    expect(landingPageModule('/my-photos/albums')).toBe('photos');
    expect(landingPageModule('/my-photos/albums/album-1')).toBe('albums');
    expect(landingPageModule('/orders/order-1')).toBe('orders');
    expect(landingPageModule('/settings')).toBe('settings');
  });

  it('has none for other paths', () => {
    expect(landingPageModule('/downloads')).toBeUndefined();
    expect(landingPageModule('/my-photos/photos-elsewhere')).toBeUndefined();
    expect(landingPageModule('/settings/password')).toBeUndefined();
  });

  it("starts loading the landing page's code, and only that", async () => {
    startLoadingLandingPage('/my-photos/photos/preview/photo-1');
    await vi.waitFor(() => {
      expect(loaded).toContain('photos');
    });
    expect(loaded).not.toContain('albums');
  });
});
