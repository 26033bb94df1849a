import { describe, expect, it } from 'vitest';
import { distinctSalutations } from '@/features/customer/lib/salutation-options';

const german = [
  { salutation: 'mr', label: 'Herr' },
  { salutation: 'mrs', label: 'Frau' },
  { salutation: 'ms', label: 'Frau' },
  { salutation: 'mx', label: 'Divers' },
];

describe('distinctSalutations', () => {
  it('offers each wording once, as the first title that has it', () => {
    expect(distinctSalutations(german, null).map((option) => option.salutation)).toEqual([
      'mr',
      'mrs',
      'mx',
    ]);
  });

  it("keeps the customer's stored title in place of the one worded alike", () => {
    expect(distinctSalutations(german, 'ms').map((option) => option.salutation)).toEqual([
      'mr',
      'ms',
      'mx',
    ]);
  });
});
