/**
 * What `import … from 'react'` resolves to in the app and its libraries: Preact's compat layer
 * (decision 0298), plus the React 19 hook it does not have. Every export of compat is passed on
 * by name (TypeScript cannot re-export `*` from its `export =` declaration); a library asking
 * for a name not here fails the build, never the page.
 */
import compat from 'preact/compat';

export {
  Children,
  Component,
  Fragment,
  PureComponent,
  StrictMode,
  Suspense,
  cloneElement,
  createContext,
  createElement,
  createFactory,
  createPortal,
  createRef,
  findDOMNode,
  flushSync,
  forwardRef,
  hydrate,
  isFragment,
  isMemo,
  isValidElement,
  lazy,
  memo,
  render,
  startTransition,
  unmountComponentAtNode,
  unstable_batchedUpdates,
  use,
  useCallback,
  useContext,
  useDebugValue,
  useDeferredValue,
  useEffect,
  useEffectEvent,
  useId,
  useImperativeHandle,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
  version,
} from 'preact/compat';

/**
 * React shows an optimistic state only while a transition is pending. Preact's transitions run
 * at once (`startTransition` calls its callback synchronously), so none is ever pending: the
 * state shown is always the one passed in, and an optimistic update has nothing to show.
 * react-router imports it for `RouterProvider`, which this app does not render.
 */
export function useOptimistic<State>(state: State): [State, (action: unknown) => void] {
  return [state, ignoreOptimisticUpdate];
}

function ignoreOptimisticUpdate(): void {
  // See useOptimistic: with synchronous transitions the update is superseded before a paint.
}

export default { ...compat, useOptimistic };
