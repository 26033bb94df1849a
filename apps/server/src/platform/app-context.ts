import type { AppSettings } from '../config/env.ts';
import type { DatabaseHandle } from './database/create-database.ts';

/** The platform every module is built on; created once in `createAppContext`. */
export interface AppContext {
  settings: AppSettings;
  database: DatabaseHandle;
  /** Where the built web app is served from; tests point it elsewhere or at nothing. */
  webDistDir?: string;
}
