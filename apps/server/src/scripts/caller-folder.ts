import { resolve } from 'node:path';

/**
 * A path given on the command line, from the folder the command was typed in: `npm run` starts
 * scripts in the repository root and says where it was called in INIT_CWD.
 */
export const fromCallerFolder = (path: string): string =>
  resolve(process.env.INIT_CWD ?? process.cwd(), path);
