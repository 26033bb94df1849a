import { describe, expect, it } from 'vitest';
import { ChannelIdError, extractChannelId } from '@/features/prints/lib/channel-id';

describe('extractChannelId', () => {
  it('answers the ID of the channel found', () => {
    expect(
      extractChannelId({ ID: 'ALBELLI_NL_NL_NL', Vendor: { ID: 'albelli.nl', Locale: 'nl-NL' } }),
    ).toBe('ALBELLI_NL_NL_NL');
  });

  it.each([null, undefined, { ID: '  ', Vendor: { ID: 'x', Locale: 'en-GB' } }])(
    "throws 'Unable to extract channel ID!' without one (%o)",
    (channel) => {
      expect(() => extractChannelId(channel)).toThrow(new ChannelIdError());
      expect(() => extractChannelId(channel)).toThrow('Unable to extract channel ID!');
    },
  );
});
