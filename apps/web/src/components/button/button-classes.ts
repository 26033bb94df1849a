import clsx from 'clsx';
import styles from '@/components/button/button.module.css';

/** `danger`: the button that deletes, in a confirmation. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonLookProps {
  variant?: ButtonVariant;
  size?: 'regular' | 'small';
  fullWidth?: boolean;
  iconOnly?: boolean;
}

/** Class names of the button look, shared by buttons and links that look like buttons. */
export function buttonClassName(
  { variant = 'primary', size = 'regular', fullWidth, iconOnly }: ButtonLookProps,
  extra?: string,
): string {
  return clsx(
    styles.button,
    styles[variant],
    size === 'small' && styles.small,
    fullWidth && styles.fullWidth,
    iconOnly && styles.iconOnly,
    extra,
  );
}
