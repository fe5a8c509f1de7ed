import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface Tab<Id extends string> {
  id: Id;
  label: string;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs: a tablist of buttons and the selected tab's panel. Left and right arrows (Home, End) move between
 * tabs and select them; only the selected tab is in the Tab order, then the panel.
 */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect }: { label: string; tabs: Tab<Id>[]; selected: Id; onSelect(id: Id): void }) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const index = (target + tabs.length) % tabs.length;
    onSelect(tabs[index]!.id);
    buttons.current[index]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="mb-4 flex flex-wrap gap-1 border-b border-gray-200">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}-tab`}
            aria-selected={index === current}
            aria-controls={`${baseId}-${tab.id}-panel`}
            tabIndex={index === current ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 font-medium',
              index === current ? 'border-green-700 text-green-800' : 'border-transparent text-gray-700 hover:text-gray-900',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-${tabs[current]!.id}-panel`} aria-labelledby={`${baseId}-${tabs[current]!.id}-tab`} tabIndex={0}>
        {tabs[current]!.panel}
      </div>
    </div>
  );
}
