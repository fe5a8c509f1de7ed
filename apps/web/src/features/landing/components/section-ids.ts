/** Anchor ids of the landing page sections (used by the header and by e2e). */
export const SECTION_IDS = {
  about: 'About',
  features: 'Features',
  contact: 'Contact',
} as const;

/** Id of the hero section at the top of the page (Home scrolls here). */
export const HERO_SECTION_ID = 'Home';

/** Top offset so that a section scrolled into view is not hidden by the fixed header. */
export const SECTION_SCROLL_MARGIN = 'scroll-mt-28 sm:scroll-mt-20';
