import { isLanguage, languages, type Language } from '@farmsight/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage, setLanguage } from '@/lib/i18n';

/** Each language by its own name, so a farmer finds theirs whatever the page is in now. */
const ownNames: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * The language choice, kept in this browser. `onChosen` lets the workspace also save it on the farmer's profile (the
 * landing page and /auth have no farmer, and keep the profile's code and its validation off their first load).
 */
export function LanguageSwitch({
  className,
  compact = false,
  onChosen,
}: {
  className?: string;
  /** On a phone the label is read by screen readers only, so the switch fits beside a header's other controls. */
  compact?: boolean;
  onChosen?: (language: Language) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className={cn('text-sm font-medium', compact && 'max-sm:sr-only')}>
        {t('language.label')}
      </label>
      <select
        id={id}
        value={currentLanguage()}
        onChange={(event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          void setLanguage(language);
          onChosen?.(language);
        }}
        className="rounded-md border border-gray-300 bg-white px-2 py-1 text-sm text-gray-900"
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {ownNames[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
