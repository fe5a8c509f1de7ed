import { CalendarDays } from 'lucide-react';
import { useId, useState, type CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { IconButton } from '@/components/ui/button';

/** YYYY-MM-DD of a local calendar day. */
export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

function fromIsoDate(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}

// Small day cells so the calendar fits beside the sidebar on a 375 px phone (react-day-picker reads these on its root).
const compactCalendar = {
  '--rdp-day-height': '1.875rem',
  '--rdp-day-width': '1.875rem',
  '--rdp-day_button-height': '1.75rem',
  '--rdp-day_button-width': '1.75rem',
} as CSSProperties;

/** A date field (typed as YYYY-MM-DD or picked from a calendar) with the spec's placeholder. */
export function SeedingDatePicker({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [open, setOpen] = useState(false);
  const inputId = useId();
  const selected = fromIsoDate(value);

  return (
    <div className="relative flex min-w-0 flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium text-gray-800">
        Seeding date
      </label>
      <div className="flex items-center gap-2">
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          placeholder="Select a seeding date"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="w-full min-w-0 rounded-md border border-gray-300 px-3 py-2 text-gray-900 placeholder:text-gray-400"
        />
        <IconButton aria-label={open ? 'Close calendar' : 'Open calendar'} aria-expanded={open} onClick={() => setOpen(!open)}>
          <CalendarDays className="size-5" />
        </IconButton>
      </div>
      {open && (
        <div className="absolute top-full left-0 z-20 mt-1 rounded-md border border-gray-200 bg-white p-2 shadow-lg">
          <DayPicker
            mode="single"
            style={compactCalendar}
            selected={selected}
            defaultMonth={selected}
            onSelect={(date) => {
              if (date) onChange(toIsoDate(date));
              setOpen(false);
            }}
          />
        </div>
      )}
    </div>
  );
}
