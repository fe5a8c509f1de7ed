import { useTranslation } from 'react-i18next';

export function JoinBanner() {
  const { t } = useTranslation('landing');
  return (
    <section aria-label={t('join.label')} className="bg-green-800 px-4 py-14 text-center">
      <p className="mx-auto max-w-3xl text-2xl font-bold leading-snug text-white sm:text-3xl">{t('join.text')}</p>
    </section>
  );
}
