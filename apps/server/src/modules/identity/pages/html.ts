import { escape } from 'html-escaper';

/** Markup that is already safe; everything else interpolated into `html` is escaped. */
export class SafeHtml {
  readonly value: string;

  constructor(value: string) {
    this.value = value;
  }

  toString(): string {
    return this.value;
  }
}

type Interpolation = SafeHtml | string | number | false | null | undefined | Interpolation[];

function render(value: Interpolation): string {
  if (value instanceof SafeHtml) {
    return value.value;
  }
  if (Array.isArray(value)) {
    return value.map(render).join('');
  }
  if (value === false || value === null || value === undefined) {
    return '';
  }
  return escape(String(value));
}

/** A template tag that escapes every interpolated value (text and attribute values alike). */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}
