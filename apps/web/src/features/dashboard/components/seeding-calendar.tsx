import type { CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import { hi } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { currentLanguage } from '@/lib/i18n';

// Day cells of 44 px, the app's smallest tap target (ADR 0056); seven of them fit a 375 px phone's form (react-day-picker
// reads these on its root).
const compactCalendar = {
  '--rdp-day-height': '2.75rem',
  '--rdp-day-width': '2.75rem',
  '--rdp-day_button-height': '2.75rem',
  '--rdp-day_button-width': '2.75rem',
} as CSSProperties;

/** The seeding date's calendar, opening on the typed day; its own chunk, loaded when the farmer first opens it. */
export function SeedingCalendar({ selected, onSelect }: { selected: Date | undefined; onSelect: (date: Date | undefined) => void }) {
  return (
    <DayPicker
      mode="single"
      style={compactCalendar}
      // Month and day names, and the calendar's own labels, in Hindi; the days in the digits the rest of the app writes.
      locale={currentLanguage() === 'hi' ? hi : undefined}
      numerals="latn"
      selected={selected}
      defaultMonth={selected}
      onSelect={onSelect}
    />
  );
}
