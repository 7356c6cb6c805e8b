import { createElement, lazy, startTransition, useCallback, useEffect, useState, type ComponentType } from 'react';

/** How long the browser may put off an idle load while it stays busy. */
const IDLE_TIMEOUT_MS = 2000;

/** A component whose code loads after the page has drawn (see {@link deferredComponent}). */
export interface DeferredComponent<P extends object> {
  /**
   * The component itself, to render inside a Suspense boundary once {@link useDeferredComponent}
   * says it may load. Once its code has arrived it renders at once, without suspending.
   */
  Component: ComponentType<P>;
  /** Starts loading its code (once); resolves when it has arrived. */
  load: () => Promise<void>;
  /** True once its code has arrived: later screens draw it at once, with no stand-in. */
  isLoaded: () => boolean;
}

const everyDeferredComponent = new Set<DeferredComponent<object>>();

/**
 * Declares a part of a page that is not needed for its first paint (a menu, a listbox, a dialog),
 * loaded with `load` (a dynamic import) after the page drew (decision 0807).
 */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  let arrived: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (pending ??= load().then((component) => {
      arrived = component;
      return component;
    }));
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  // A lazy component suspends on its first render even when its code is there; the one that
  // arrived renders straight away. Chosen once per mount, so a later render never remounts it.
  function Deferred(props: P) {
    const [type] = useState<ComponentType<P>>(() => arrived ?? Lazy);
    return createElement(type, props);
  }
  const deferred: DeferredComponent<P> = {
    Component: Deferred,
    load: () => start().then(() => undefined),
    isLoaded: () => arrived !== null,
  };
  everyDeferredComponent.add(deferred as unknown as DeferredComponent<object>);
  return deferred;
}

/**
 * Loads every deferred component declared so far. Tests call it first: a test DOM never paints,
 * and a test should meet the controls a person meets a moment after the page drew.
 */
export async function loadDeferredComponents(): Promise<void> {
  await Promise.all([...everyDeferredComponent].map((deferred) => deferred.load()));
}

/**
 * Whether `deferred` may render now: at once when its code has already arrived, else once the
 * browser is idle after the page drew, or as soon as `loadNow` is called (the person reached for
 * it). Until then the caller draws a stand-in of the same look, as the primary child of its
 * Suspense boundary: the switch is a transition, so React keeps that very stand-in on screen while
 * the code arrives (a press that began on it ends on it) and swaps only when the real one is ready.
 */
export function useDeferredComponent<P extends object>(deferred: DeferredComponent<P>): [ready: boolean, loadNow: () => void] {
  const [ready, setReady] = useState(deferred.isLoaded);
  useEffect(() => {
    if (ready) return;
    const load = () => startTransition(() => setReady(true));
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(load, 0);
    return () => window.clearTimeout(handle);
  }, [ready]);
  return [ready, useCallback(() => startTransition(() => setReady(true)), [])];
}
