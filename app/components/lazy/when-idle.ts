/**
 * Runs `task` once the browser is idle after what it is doing now (hydration), or soon where it
 * has no idle callback. Returns a cancel. For code a page does not show yet but may need at any
 * moment (pending screens, the error page, toasts): loaded off the first load's critical path.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
