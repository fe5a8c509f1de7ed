import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { translateMessage } from '@/lib/i18n';
import { discardOutboxEntry, type OutboxEntry } from '@/lib/outbox';

/**
 * Entries saved on the phone and not yet on the server: "waiting to send", or the server's reason for refusing one
 * with a button to remove it (a refused entry is never sent again). `describe` words an entry as its screen does.
 */
export function OutboxEntries({ entries, describe, label }: { entries: OutboxEntry[]; describe: (entry: OutboxEntry) => string; label: string }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-col gap-2 text-sm text-gray-900">
      {entries.map((entry) => (
        <li key={entry.key} className="flex flex-wrap items-center gap-2 rounded-md bg-amber-50 p-2">
          <span>{describe(entry)}</span>
          {entry.refusal === undefined ? (
            <span className="font-medium">{t('offline.waiting')}</span>
          ) : (
            <>
              <span className="font-medium text-red-700">{t('offline.refused', { reason: translateMessage(entry.refusal) })}</span>
              <Button variant="secondary" className="min-h-11 py-1" onClick={() => discardOutboxEntry(entry.key)}>
                {t('offline.discard')}
              </Button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
