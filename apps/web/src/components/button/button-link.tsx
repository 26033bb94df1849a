import type { AnchorHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { buttonClassName, type ButtonLookProps } from '@/components/button/button-classes';

/** An in-app link that looks like a button. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  iconOnly,
  className,
  ...rest
}: LinkProps & ButtonLookProps) {
  return (
    <Link
      className={buttonClassName({ variant, size, fullWidth, iconOnly }, className)}
      {...rest}
    />
  );
}

/** A link to another site (storefront, customer care) that looks like a button. */
export function ExternalButtonLink({
  variant,
  size,
  fullWidth,
  iconOnly,
  className,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & ButtonLookProps) {
  return (
    <a className={buttonClassName({ variant, size, fullWidth, iconOnly }, className)} {...rest} />
  );
}
