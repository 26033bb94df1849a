import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MOBILE_UPLOAD_FALLBACK_MS,
  openMobileUpload,
  type MobileUploadEnvironment,
} from '@/features/albums/lib/mobile-upload';

function environment(visible: boolean) {
  const assign = vi.fn<(url: string) => void>();
  const env: MobileUploadEnvironment = {
    assign,
    isPageVisible: () => visible,
    setTimer: (run, ms) => {
      const timer = setTimeout(run, ms);
      return () => {
        clearTimeout(timer);
      };
    },
  };
  return { env, assign };
}

describe('mobile upload redirect', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes to the upload URL and falls back after 2 s while the page is still shown', () => {
    const { env, assign } = environment(true);
    const fallback = vi.fn();
    openMobileUpload('https://upload.example/app', fallback, env);
    expect(assign).toHaveBeenCalledWith('https://upload.example/app');
    vi.advanceTimersByTime(MOBILE_UPLOAD_FALLBACK_MS - 1);
    expect(fallback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fallback).toHaveBeenCalledOnce();
  });

  it('does not fall back once another app took over the page', () => {
    const { env } = environment(false);
    const fallback = vi.fn();
    openMobileUpload('https://upload.example/app', fallback, env);
    vi.advanceTimersByTime(MOBILE_UPLOAD_FALLBACK_MS * 2);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('can be cancelled (the page was left)', () => {
    const { env } = environment(true);
    const fallback = vi.fn();
    const cancel = openMobileUpload('https://upload.example/app', fallback, env);
    cancel();
    vi.advanceTimersByTime(MOBILE_UPLOAD_FALLBACK_MS);
    expect(fallback).not.toHaveBeenCalled();
  });
});
