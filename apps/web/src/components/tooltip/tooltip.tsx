import {
  useId,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import styles from '@/components/tooltip/tooltip.module.css';

/**
 * Where the bubble sits: centred above by default; start/end align it with the trigger's edge;
 * 'end' puts it beside the trigger (where below would cover what follows it).
 */
export type TooltipPlacement = 'top' | 'bottom' | 'bottom-start' | 'bottom-end' | 'end';

interface TooltipProps {
  content: ReactNode;
  placement?: TooltipPlacement;
  /**
   * 'description' (default): extra text, linked with aria-describedby and shown on any focus
   * (so a tap shows it on touch screens too). 'name': repeats the accessible name of an
   * icon-only trigger for sighted users, so it stays out of the accessibility tree (no name
   * read twice) and shows only on mouse hover and keyboard focus (a tap already acts).
   */
  kind?: 'description' | 'name';
  /** Renders the trigger; spread the given props on the focusable element. */
  children: (triggerProps: { 'aria-describedby'?: string }) => ReactNode;
}

function focusIsVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // An engine without :focus-visible: treat every focus as keyboard focus.
    return true;
  }
}

/**
 * A tooltip shown on hover and keyboard focus, described to screen readers through
 * aria-describedby, dismissed with Escape (without closing a modal behind it).
 */
export function Tooltip({
  content,
  placement = 'top',
  kind = 'description',
  children,
}: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const empty = content === undefined || content === null || content === '';
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) {
      return;
    }
    setOpen(false);
    // A name bubble only repeats the button's own name: Escape hides it and still does what
    // Escape does there (one Escape closes the photo viewer). A description is dismissed
    // alone, so it can be read away without losing the dialog behind it.
    if (kind === 'description') {
      event.preventDefault();
      event.stopPropagation();
    }
  };
  const show = () => {
    if (!empty) {
      setOpen(true);
    }
  };
  const hide = () => {
    setOpen(false);
  };
  const bubbleProps = { className: styles.tooltip, 'data-placement': placement };

  if (kind === 'name') {
    return (
      <span
        className={styles.wrapper}
        onPointerEnter={(event: PointerEvent) => {
          if (event.pointerType !== 'touch') {
            show();
          }
        }}
        onPointerLeave={hide}
        onFocus={(event: FocusEvent) => {
          if (focusIsVisible(event.target)) {
            show();
          }
        }}
        onBlur={hide}
        onKeyDown={onKeyDown}
      >
        {children({})}
        {open ? (
          <span aria-hidden="true" {...bubbleProps}>
            {content}
          </span>
        ) : null}
      </span>
    );
  }

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
      <span role="tooltip" id={id} hidden={!open} {...bubbleProps}>
        {content}
      </span>
    </span>
  );
}
