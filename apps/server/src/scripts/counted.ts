const numbers = new Intl.NumberFormat('en');

/** "1 blob", "1,024 bytes": a count for a command's output. */
export const counted = (count: number, noun: string): string =>
  `${numbers.format(count)} ${noun}${count === 1 ? '' : 's'}`;
