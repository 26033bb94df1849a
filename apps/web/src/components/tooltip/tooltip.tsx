import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from '@/components/tooltip/tooltip.module.css';

interface TooltipProps {
  content: ReactNode;
  /** Renders the trigger; spread the given props on the focusable element. */
  children: (triggerProps: { 'aria-describedby': string }) => ReactNode;
}

/**
 * A tooltip shown on hover and keyboard focus, described to screen readers through
 * aria-describedby, dismissed with Escape (without closing a modal behind it).
 */
export function Tooltip({ content, children }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };
  const show = () => {
    setOpen(true);
  };
  const hide = () => {
    setOpen(false);
  };
  return (
    <span
      className={styles.wrapper}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={onKeyDown}
    >
      {children({ 'aria-describedby': id })}
      <span role="tooltip" id={id} className={styles.tooltip} hidden={!open}>
        {content}
      </span>
    </span>
  );
}
