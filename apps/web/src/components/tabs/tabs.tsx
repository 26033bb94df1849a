import clsx from 'clsx';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from '@/components/tabs/tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  /** The tab is pointed at or focused: content loaded on demand may start loading. */
  onIntent?: (() => void) | undefined;
}

interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  selectedId?: string;
  onSelect?: (id: string) => void;
}

/**
 * WAI-ARIA tabs: one tab stop, arrow keys / Home / End move and select. Controlled when
 * `selectedId` is given (e.g. from the URL), otherwise it keeps its own selection.
 */
export function Tabs({ label, items, selectedId, onSelect }: TabsProps) {
  const baseId = useId();
  const [ownSelection, setOwnSelection] = useState(items[0]?.id);
  const selected = selectedId ?? ownSelection;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    setOwnSelection(id);
    onSelect?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === selected);
    const last = items.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index >= last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = items[next[event.key] ?? -1];
    if (!target) {
      return;
    }
    event.preventDefault();
    select(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) {
                  tabRefs.current.set(item.id, element);
                } else {
                  tabRefs.current.delete(item.id);
                }
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              className={clsx(styles.tab, isSelected && styles.selected)}
              onClick={() => {
                select(item.id);
              }}
              onPointerEnter={item.onIntent}
              onFocus={item.onIntent}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== selected}
          tabIndex={0}
          className={styles.panel}
        >
          {item.id === selected ? item.content : null}
        </div>
      ))}
    </div>
  );
}
