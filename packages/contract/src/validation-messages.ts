import { z } from 'zod/mini';

/**
 * Loads zod's English messages. The contract is written in zod/mini, which ships no messages of
 * its own (classic zod loads English by itself): without them every rule that names no message
 * of its own would say only "Invalid input". The server's validation answers, and the app's forms
 * and error reports, show these messages, so each side calls this once before it parses.
 */
export function loadValidationMessages(): void {
  z.config(z.locales.en());
}
