import { useId, type ReactNode } from 'react';

/** A titled card of the dashboard; its title names the region (pass titleId to label more by it). */
export function ToolPanel({ title, titleId, children }: { title: string; titleId?: string; children: ReactNode }) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
