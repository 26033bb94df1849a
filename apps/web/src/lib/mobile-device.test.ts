import { describe, expect, it } from 'vitest';
import { isMobileDevice } from '@/lib/mobile-device';

function device(options: { mobileHint?: boolean; touchPoints: number; coarse: boolean }) {
  const nav = {
    maxTouchPoints: options.touchPoints,
    ...(options.mobileHint === undefined ? {} : { userAgentData: { mobile: options.mobileHint } }),
  } as unknown as Navigator;
  return isMobileDevice(nav, () => ({ matches: options.coarse }));
}

describe('isMobileDevice', () => {
  it('takes phones and tablets by their touch screen, at any width', () => {
    expect(device({ touchPoints: 5, coarse: true })).toBe(true);
    expect(device({ mobileHint: false, touchPoints: 10, coarse: true })).toBe(true);
    expect(device({ mobileHint: true, touchPoints: 0, coarse: false })).toBe(true);
  });

  it('leaves desktops out, touch-screen laptops with a mouse too', () => {
    expect(device({ touchPoints: 0, coarse: false })).toBe(false);
    expect(device({ mobileHint: false, touchPoints: 10, coarse: false })).toBe(false);
  });
});
