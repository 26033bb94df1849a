import enGb from '@my-account/locales/en-GB.json';
import { flattenMessages } from '@/lib/messages';

/** The real en-GB texts, so tests assert what users read. */
export const EN_GB_MESSAGES = flattenMessages(enGb);
