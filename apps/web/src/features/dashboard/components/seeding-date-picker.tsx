import { isoDateOf } from '@farmsight/contracts';
import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/ui/button';
import { FieldLabel } from '@/components/ui/field';
import { usePopover } from '@/hooks/use-popover';
import { cn } from '@/lib/cn';

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

// The calendar (react-day-picker and its date library) loads when first opened: the dashboard's first load stays small.
const SeedingCalendar = lazy(() => import('./seeding-calendar').then((module) => ({ default: module.SeedingCalendar })));

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
          <Suspense fallback={<p className="p-2 text-sm text-gray-600">{t('seedingDate.loadingCalendar')}</p>}>
            <SeedingCalendar
              selected={selected}
              onSelect={(date) => {
                if (date) onChange(toIsoDate(date));
                setOpen(false);
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
