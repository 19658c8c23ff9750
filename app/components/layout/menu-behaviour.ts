/**
 * The main menu's dropdowns with JavaScript (MainMenu.tsx attaches this): one dropdown open at a
 * time; keyboard focus opens it; Escape, leaving it or a click elsewhere closes it. Returns the detach.
 */
export function attachMenuBehaviour(root: HTMLElement): () => void {
  const all = () => Array.from(root.querySelectorAll<HTMLDetailsElement>('details.menu__details'));
  const DISMISSED = 'menu__item--dismissed';
  const undismiss = (item: Element | null) => item?.classList.remove(DISMISSED);
  // Opening one closes the others, and ends an Escape dismissal of its own item.
  const onToggle = (event: Event) => {
    const opened = event.target as HTMLDetailsElement;
    if (!opened.open) return;
    for (const d of all()) if (d !== opened) d.open = false;
    undismiss(opened.closest('.menu__item--has-children'));
  };
  const onPointer = (event: PointerEvent) => {
    if (!root.contains(event.target as Node)) for (const d of all()) d.open = false;
  };
  // Keyboard focus also shows a dropdown (CSS), so Escape marks the item dismissed until focus
  // or the pointer leaves it, or the shopper opens it again.
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const item = (event.target as Element).closest<HTMLElement>('.menu__item--has-children');
    const details = item?.querySelector<HTMLDetailsElement>('details.menu__details');
    if (!item || !details) return;
    details.open = false;
    item.classList.add(DISMISSED);
    details.querySelector('summary')?.focus();
  };
  // Keyboard focus on a toggle opens its <details> for real: the CSS focus reveal alone hides
  // the list the moment focus leaves the toggle, so Tab could never reach its links.
  const openOnKeyboardFocus = (summary: Element) => {
    if (!summary.matches('summary.menu__toggle') || !summary.matches(':focus-visible')) return;
    const item = summary.closest('.menu__item--has-children');
    const details = summary.parentElement as HTMLDetailsElement;
    if (item && !item.classList.contains(DISMISSED)) details.open = true;
  };
  const onFocusIn = (event: FocusEvent) => openOnKeyboardFocus(event.target as Element);
  // Focus or the pointer leaving an item ends its dismissal; focus leaving also closes it.
  const itemLeft = (event: FocusEvent | PointerEvent) => {
    const item = (event.target as Element).closest('.menu__item--has-children');
    return item && !item.contains(event.relatedTarget as Node | null) ? item : null;
  };
  const onFocusOut = (event: FocusEvent) => {
    const item = itemLeft(event);
    undismiss(item);
    const details = item?.querySelector<HTMLDetailsElement>('details.menu__details');
    if (details) details.open = false;
  };
  const onPointerOut = (event: PointerEvent) => undismiss(itemLeft(event));
  // One signal takes every listener off again.
  const attached = new AbortController();
  const { signal } = attached;
  root.addEventListener('toggle', onToggle, { capture: true, signal });
  document.addEventListener('pointerdown', onPointer, { signal });
  root.addEventListener('keydown', onKey, { signal });
  root.addEventListener('focusin', onFocusIn, { signal });
  root.addEventListener('focusout', onFocusOut, { signal });
  root.addEventListener('pointerout', onPointerOut, { signal });
  // Keyboard focus that reached a toggle before this was attached (that focus attached it).
  if (document.activeElement && root.contains(document.activeElement)) openOnKeyboardFocus(document.activeElement);
  return () => attached.abort();
}
