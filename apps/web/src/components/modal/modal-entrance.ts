import { createContext } from 'react';

/**
 * Whether a modal plays its entrance (the panel rising or sliding in). LazyDialog turns it off
 * once its loading frame has appeared: the dialog that replaces the frame is the same dialog to
 * the customer and must not come in a second time (half-transparent text mid-animation, too).
 */
export const ModalEntranceContext = createContext<'play' | 'none'>('play');
