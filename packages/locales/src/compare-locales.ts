import {
  parse,
  TYPE,
  type MessageFormatElement,
  type PluralElement,
} from '@formatjs/icu-messageformat-parser';

/** The locale every other locale file is translated from and checked against. */
export const BASE_LOCALE = 'en-GB';

/** Nested locale JSON ({"menu": {"orders": "My orders"}}) as a map of "menu.orders" to text. */
export function flattenLocaleFile(tree: unknown, prefix = ''): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) {
    flat.set(prefix, tree);
    return flat;
  }
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [nested, text] of flattenLocaleFile(value, id)) {
        flat.set(nested, text);
      }
    } else {
      flat.set(id, value);
    }
  }
  return flat;
}

/**
 * The shape of a message without its words: its arguments, formats, tags, selects and plurals,
 * each level sorted (word order differs between languages). Plural branches are compared by the
 * caller, as each language has its own plural categories.
 */
function shapeOf(elements: MessageFormatElement[], locale: string, problems: string[]): string {
  const parts: string[] = [];
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
      case TYPE.pound:
        break;
      case TYPE.argument:
        parts.push(`{${element.value}}`);
        break;
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        parts.push(`{${element.value},${TYPE[element.type]},${JSON.stringify(element.style)}}`);
        break;
      case TYPE.tag:
        parts.push(`<${element.value}>${shapeOf(element.children, locale, problems)}</>`);
        break;
      case TYPE.select: {
        const options = Object.keys(element.options)
          .sort()
          .map((key) => `${key}:${shapeOf(element.options[key]?.value ?? [], locale, problems)}`);
        parts.push(`{${element.value},select,${options.join('|')}}`);
        break;
      }
      case TYPE.plural:
        parts.push(pluralShape(element, locale, problems));
        break;
    }
  }
  return `[${parts.sort().join(',')}]`;
}

/** A plural's shape is its 'other' branch and explicit =N branches; every other branch must match 'other'. */
function pluralShape(element: PluralElement, locale: string, problems: string[]): string {
  const categories = new Set<string>(
    new Intl.PluralRules(locale, { type: element.pluralType }).resolvedOptions().pluralCategories,
  );
  const other = element.options.other;
  if (!other) {
    problems.push(`plural {${element.value}} has no "other" branch`);
    return `{${element.value},plural,?}`;
  }
  const otherShape = shapeOf(other.value, locale, problems);
  const exact: string[] = [];
  for (const [key, option] of Object.entries(element.options)) {
    const shape = shapeOf(option.value, locale, problems);
    if (key.startsWith('=')) {
      exact.push(`${key}:${shape}`);
    } else if (!categories.has(key)) {
      problems.push(
        `plural {${element.value}} has a branch "${key}", not a plural form of ${locale}`,
      );
    } else if (shape !== otherShape) {
      problems.push(`plural {${element.value}} branch "${key}" uses other arguments than "other"`);
    }
  }
  return `{${element.value},${element.pluralType ?? 'cardinal'},${element.offset},${otherShape},${exact.sort().join('|')}}`;
}

function messageShape(text: string, locale: string, problems: string[]): string | null {
  try {
    return shapeOf(parse(text), locale, problems);
  } catch (error) {
    problems.push(`is not valid ICU MessageFormat (${(error as Error).message})`);
    return null;
  }
}

/**
 * Everything in which a translated locale file differs from en-GB in form: missing or extra keys,
 * texts that are not strings or not ICU, other placeholders, tags, selects or plural branches.
 * An empty list means the file can stand in for en-GB everywhere.
 */
export function compareLocaleFile(base: unknown, candidate: unknown, locale: string): string[] {
  const baseTexts = flattenLocaleFile(base);
  const candidateTexts = flattenLocaleFile(candidate);
  const problems: string[] = [];
  for (const [key, baseText] of baseTexts) {
    if (!candidateTexts.has(key)) {
      problems.push(`${key}: missing`);
      continue;
    }
    const text = candidateTexts.get(key);
    if (typeof text !== 'string' || text.trim() === '') {
      problems.push(`${key}: must be a non-empty string`);
      continue;
    }
    const baseShape = messageShape(String(baseText), BASE_LOCALE, []);
    const keyProblems: string[] = [];
    const shape = messageShape(text, locale, keyProblems);
    if (shape !== null && baseShape !== null && shape !== baseShape) {
      keyProblems.push(
        `placeholders or structure differ from ${BASE_LOCALE}: ${baseShape} vs ${shape}`,
      );
    }
    problems.push(...keyProblems.map((problem) => `${key}: ${problem}`));
  }
  for (const key of candidateTexts.keys()) {
    if (!baseTexts.has(key)) {
      problems.push(`${key}: not in ${BASE_LOCALE}`);
    }
  }
  return problems;
}

/** Keys whose translated text is still the English one, for review against the locale's allowed list. */
export function textsLeftInEnglish(base: unknown, candidate: unknown): string[] {
  const baseTexts = flattenLocaleFile(base);
  const left: string[] = [];
  for (const [key, text] of flattenLocaleFile(candidate)) {
    if (baseTexts.get(key) === text && /\p{L}{2}/u.test(String(text))) {
      left.push(key);
    }
  }
  return left;
}
