import type { ButtonHTMLAttributes } from 'react';
import { buttonClassName, type ButtonLookProps } from '@/components/button/button-classes';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonLookProps;

export function Button({
  variant,
  size,
  fullWidth,
  iconOnly,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, fullWidth, iconOnly }, className)}
      {...rest}
    />
  );
}
