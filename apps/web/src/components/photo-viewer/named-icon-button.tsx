import type { ButtonHTMLAttributes } from 'react';
import { Button } from '@/components/button/button';
import { Icon, type IconName } from '@/components/icon/icon';
import { Tooltip, type TooltipPlacement } from '@/components/tooltip/tooltip';

interface NamedIconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label'
> {
  /** The accessible name, also shown as a tooltip on mouse hover and keyboard focus. */
  label: string;
  icon: IconName;
  iconSize?: number;
  placement: TooltipPlacement;
}

/** An icon-only button of the viewer whose tooltip repeats its name for sighted users. */
export function NamedIconButton({
  label,
  icon,
  iconSize,
  placement,
  ...buttonProps
}: NamedIconButtonProps) {
  return (
    <Tooltip content={label} kind="name" placement={placement}>
      {(triggerProps) => (
        <Button variant="ghost" iconOnly aria-label={label} {...buttonProps} {...triggerProps}>
          <Icon name={icon} {...(iconSize === undefined ? {} : { size: iconSize })} />
        </Button>
      )}
    </Tooltip>
  );
}
