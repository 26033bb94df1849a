import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { ModalStack } from '@/components/modal/modal-stack';

const ModalStackContext = createContext<ModalStack | undefined>(undefined);

function applyScrollLock(stack: ModalStack) {
  document.body.classList.toggle('scroll-locked', stack.isScrollLocked());
}

/** One stack per app: a single Escape listener decides which modal closes. */
export function ModalStackProvider({ children }: { children: ReactNode }) {
  const [stack] = useState(() => new ModalStack(applyScrollLock));
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && stack.handleEscape()) {
        event.preventDefault();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [stack]);
  return <ModalStackContext value={stack}>{children}</ModalStackContext>;
}

export function useModalStack(): ModalStack {
  const stack = useContext(ModalStackContext);
  if (!stack) {
    throw new Error('useModalStack must be used inside ModalStackProvider');
  }
  return stack;
}
