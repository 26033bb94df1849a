import { describe, expect, it } from 'vitest';
import { CUT_OFF_CAMPAIGNS, nearestDeadline } from './cut-off.ts';

const [christmas] = CUT_OFF_CAMPAIGNS.filter((campaign) => campaign.name === 'Christmas');
if (!christmas) {
  throw new Error('the Christmas campaign is configured');
}

describe('nearestDeadline', () => {
  it('is the soonest deadline still ahead within 14 days', () => {
    expect(nearestDeadline(christmas, new Date('2026-11-24T12:00:00Z'))?.articleGroup).toBe(
      'PhotoBooks',
    );
    expect(nearestDeadline(christmas, new Date('2026-12-07T12:00:00Z'))?.articleGroup).toBe(
      'Calendars',
    );
  });

  it('is none while every deadline is far off or has passed', () => {
    expect(nearestDeadline(christmas, new Date('2026-11-01T00:00:00Z'))).toBeUndefined();
    expect(nearestDeadline(christmas, new Date('2026-12-18T00:00:00Z'))).toBeUndefined();
  });
});
