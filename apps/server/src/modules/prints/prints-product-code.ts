/**
 * The options of a line of prints ride in its product code (decision 0225): the orders table
 * has no column for them, and a product code is ours to choose. "PR-10x15-glossy-white-1"
 * is size 10x15, finish glossy, border white, line 1.
 */
export interface PrintsOptions {
  printSize: string;
  finish: string;
  border: string;
}

const SAFE = /^[A-Za-z0-9]{1,16}$/;
const CODE = /^PR-([A-Za-z0-9]{1,16})-([A-Za-z0-9]{1,16})-([A-Za-z0-9]{1,16})-\d+$/;

/** The product code of line `index` (from 1); options that cannot ride in it are left out. */
export function printsProductCode(options: PrintsOptions, index: number): string {
  const parts = [options.printSize, options.finish, options.border];
  return parts.every((part) => SAFE.test(part))
    ? `PR-${parts.join('-')}-${String(index)}`
    : `PR-${String(index)}`;
}

/** The options a product code carries; undefined for any other code (the shop's prints). */
export function printsOptionsOf(productCode: string): PrintsOptions | undefined {
  const match = CODE.exec(productCode);
  if (!match?.[1] || !match[2] || !match[3]) {
    return undefined;
  }
  return { printSize: match[1], finish: match[2], border: match[3] };
}
