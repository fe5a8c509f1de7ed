import { useTranslation } from 'react-i18next';

/** Shown while the session lookup answers and while a screen opened directly loads. */
export function AppLoading() {
  const { t } = useTranslation();
  return <p role="status">{t('loading')}</p>;
}
