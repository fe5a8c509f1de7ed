import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { SECTION_SCROLL_MARGIN } from './section-ids';

/**
 * A landing page section the header links to: it takes focus when reached (so keyboard and screen-reader users land
 * in it), stops clear of the fixed header, and is named by its title (`titleId`, on a SectionTitle inside).
 */
export function LandingSection({ id, titleId, className, children }: { id: string; titleId: string; className?: string; children: ReactNode }) {
  return (
    <section id={id} tabIndex={-1} aria-labelledby={titleId} className={cn(SECTION_SCROLL_MARGIN, 'py-16 focus:outline-none sm:py-20', className)}>
      {children}
    </section>
  );
}

/** A landing section's title. */
export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-3xl font-bold tracking-tight text-green-900 sm:text-4xl">
      {children}
    </h2>
  );
}
