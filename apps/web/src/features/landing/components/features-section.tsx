import { useTranslation } from 'react-i18next';
import { FeaturesCarousel } from './features-carousel';
import { SECTION_IDS, SECTION_SCROLL_MARGIN } from './section-ids';

export function FeaturesSection() {
  const { t } = useTranslation('landing');
  return (
    <section
      id={SECTION_IDS.features}
      tabIndex={-1}
      aria-labelledby="landing-features-title"
      className={`${SECTION_SCROLL_MARGIN} bg-green-50 py-16 focus:outline-none sm:py-20`}
    >
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="landing-features-title" className="text-3xl font-bold tracking-tight text-green-900 sm:text-4xl">
          {t('features.title')}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-green-950/85">
          {t('features.intro')}
        </p>
        <div className="mt-8">
          <FeaturesCarousel />
        </div>
      </div>
    </section>
  );
}
