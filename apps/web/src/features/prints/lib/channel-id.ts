import type { ChannelIdentity } from '@my-account/contract/merchandise';

/** The spec's text for a channel the merchandise service does not know. */
export const CHANNEL_ID_ERROR = 'Unable to extract channel ID!';

export class ChannelIdError extends Error {
  constructor() {
    super(CHANNEL_ID_ERROR);
    this.name = 'ChannelIdError';
  }
}

/** The channel ID of a lookup; without one the prints editor cannot open. */
export function extractChannelId(channel: ChannelIdentity | null | undefined): string {
  const id = channel?.ID.trim();
  if (!id) {
    throw new ChannelIdError();
  }
  return id;
}
