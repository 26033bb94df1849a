import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** The module the entry loads to boot the app (apps/web/src/main.tsx). */
const APP_MODULE = 'src/app/bootstrap/render-app.tsx';

const ManifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.array(z.string()).optional() }),
);

/**
 * The files of the app chunk and of every chunk it imports statically, from the build's manifest
 * (apps/web/dist/.vite/manifest.json); none when there is no manifest.
 */
export function appScripts(distDir: string): string[] {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) {
    return [];
  }
  const manifest = ManifestSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) {
      return;
    }
    seen.add(key);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) {
      visit(imported);
    }
  };
  visit(APP_MODULE);
  return files;
}
