import { renderHook, type RenderHookResult } from '@testing-library/preact';
import type { JSX, ReactNode } from 'react';

/** Providers around a hook, typed as the app types its components. */
type HookWrapper = (props: { children: ReactNode }) => JSX.Element;

/**
 * renderHook inside `wrapper`. @testing-library/preact types a wrapper's children as a DOM
 * Element, but hands it the element that renders the hook: a node the app's (React's) types
 * call ReactNode, which is what this passes on.
 */
export function renderHookInside<Result>(
  useHook: () => Result,
  wrapper: HookWrapper,
): RenderHookResult<Result, undefined> {
  return renderHook(useHook, {
    wrapper: ({ children }) => wrapper({ children: children as unknown as ReactNode }),
  });
}
