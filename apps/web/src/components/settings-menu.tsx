import { Settings } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveLanguage } from '@/api/save-language';
import { usePopover } from '@/hooks/use-popover';
import { LanguageSwitch } from './language-switch';

/** The header's settings icon: a small menu with the language, saved on the farmer's profile. Esc or a click outside closes it. */
export function SettingsMenu() {
  const { t } = useTranslation();
  const { open, toggle, container, trigger } = usePopover();
  const menuId = useId();
  const saveLanguage = useSaveLanguage();

  return (
    <div ref={container} className="relative flex">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('settings.label')}
        title={t('settings.label')}
        onClick={toggle}
        className="rounded-full hover:text-gray-900"
      >
        <Settings aria-hidden="true" className="size-5" />
      </button>
      {open && (
        <div
          id={menuId}
          role="group"
          aria-label={t('settings.label')}
          className="absolute top-full right-0 z-30 mt-2 w-56 rounded-md border border-gray-200 bg-white p-3 text-gray-900 shadow-lg"
        >
          <LanguageSwitch onChosen={(language) => saveLanguage.mutate(language)} className="justify-between" />
        </div>
      )}
    </div>
  );
}
