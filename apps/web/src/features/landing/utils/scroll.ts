function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

/** Moves keyboard focus to a landmark after scrolling, without a second jump. */
function focusWithoutScroll(element: HTMLElement | null) {
  element?.focus({ preventScroll: true });
}

/** Smooth-scrolls to the element with this id and moves focus there. */
export function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  focusWithoutScroll(target);
}

/** Smooth-scrolls back to the top of the page; focus goes to the element with focusId. */
export function scrollToTop(focusId?: string) {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
  if (focusId) focusWithoutScroll(document.getElementById(focusId));
}
