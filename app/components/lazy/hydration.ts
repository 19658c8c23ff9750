/**
 * Whether the browser is still hydrating the server's HTML. Components that keep the server's
 * HTML instead of shipping their code (KeptServerHtml) may do so only when they are mounted by
 * hydration: mounted later, there is no server HTML under them.
 */
let hydrating = typeof document !== 'undefined';

export function isHydrating(): boolean {
  return hydrating;
}

/**
 * Called once, from the root's first effect (after hydration committed). Also marks the page as
 * interactive: `<html data-hydrated>`, which the e2e suite waits for before it clicks.
 */
export function hydrationDone(): void {
  hydrating = false;
  document.documentElement.dataset.hydrated = '';
}
