/** How a failed sign-in is reported (the spec's literal). */
export const AUTH_ERROR = 'Auth Error';
