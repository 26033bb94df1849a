export interface SalutationOption<S extends string> {
  salutation: S;
  label: string;
}

/**
 * Some languages name two titles alike (German has only "Frau" for Mrs and Ms): each wording is
 * offered once, as the customer's stored title when it is one of them, else as the first.
 */
export function distinctSalutations<S extends string>(
  options: readonly SalutationOption<S>[],
  stored: S | null,
): SalutationOption<S>[] {
  return options.filter((option) => {
    const alike = options.filter((other) => other.label === option.label);
    return (alike.find((other) => other.salutation === stored) ?? alike[0]) === option;
  });
}
