/**
 * Checks one translated locale file against en-GB, as the locale-files test does, and lists the
 * texts still in English: `node scripts/check-locale.ts packages/locales/fr-FR.json [fr-FR]`.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import {
  BASE_LOCALE,
  compareLocaleFile,
  textsLeftInEnglish,
} from '../packages/locales/src/compare-locales.ts';

const [file, localeArgument] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/check-locale.ts <file.json> [locale]');
  process.exit(2);
}
const locale = localeArgument ?? basename(file, '.json');
const base: unknown = JSON.parse(
  readFileSync(new URL(`../packages/locales/${BASE_LOCALE}.json`, import.meta.url), 'utf8'),
);
const candidate: unknown = JSON.parse(readFileSync(file, 'utf8'));
const problems = compareLocaleFile(base, candidate, locale);
for (const problem of problems) {
  console.log(`problem  ${problem}`);
}
for (const key of textsLeftInEnglish(base, candidate)) {
  console.log(`english  ${key}`);
}
console.log(`${locale}: ${problems.length} problem(s)`);
process.exit(problems.length > 0 ? 1 : 0);
