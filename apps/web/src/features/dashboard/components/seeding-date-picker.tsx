import { isoDateOf } from '@farmsight/contracts';
import { CalendarDays } from 'lucide-react';
import { useId, type CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import { hi } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/ui/button';
import { FieldLabel } from '@/components/ui/field';
import { usePopover } from '@/hooks/use-popover';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';

/** YYYY-MM-DD of a local calendar day. */
export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The local calendar day of a date as typed (YYYY-MM-DD or DD/MM/YYYY), so the calendar opens on it. */
function typedDay(value: string): Date | undefined {
  const iso = isoDateOf(value.trim());
  if (!iso) return undefined;
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

// Small day cells so the calendar fits beside the sidebar on a 375 px phone (react-day-picker reads these on its root).
const compactCalendar = {
  '--rdp-day-height': '1.875rem',
  '--rdp-day-width': '1.875rem',
  '--rdp-day_button-height': '1.75rem',
  '--rdp-day_button-width': '1.75rem',
} as CSSProperties;

/**
 * A date field (typed as DD/MM/YYYY or YYYY-MM-DD, or picked from a calendar) with the spec's placeholder. The calendar
 * closes on Escape and on a press outside; on a phone it opens in the flow of the form, pushing the crop field and
 * Submit down instead of covering them.
 */
export function SeedingDatePicker({
  value,
  onChange,
  problemId,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The id of the message saying what is wrong with the date, while something is. */
  problemId?: string;
}) {
  const { t } = useTranslation('dashboard');
  const { open, setOpen, toggle, container, trigger } = usePopover();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const selected = typedDay(value);

  return (
    <div ref={container} className="relative flex min-w-0 flex-col gap-1">
      <FieldLabel htmlFor={inputId} label={t('seedingDate.label')} hint={t('seedingDate.formats')} hintId={hintId} />
      <div className="flex items-center gap-2">
        <input
          id={inputId}
          type="text"
          placeholder={t('seedingDate.placeholder')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={problemId ? true : undefined}
          aria-describedby={problemId ? `${hintId} ${problemId}` : hintId}
          className={cn(
            'w-full min-w-0 rounded-md border px-3 py-2 text-gray-900 placeholder:text-gray-400',
            problemId ? 'border-red-700 outline-red-700' : 'border-gray-300',
          )}
        />
        <IconButton ref={trigger} aria-label={open ? t('seedingDate.closeCalendar') : t('seedingDate.openCalendar')} aria-expanded={open} onClick={toggle}>
          <CalendarDays className="size-5" />
        </IconButton>
      </div>
      {open && (
        <div className="w-fit rounded-md border border-gray-200 bg-white p-2 shadow-lg sm:absolute sm:top-full sm:left-0 sm:z-20 sm:mt-1">
          <DayPicker
            mode="single"
            style={compactCalendar}
            // Month and day names, and the calendar's own labels, in Hindi; the days in the digits the rest of the app writes.
            locale={currentLanguage() === 'hi' ? hi : undefined}
            numerals="latn"
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
