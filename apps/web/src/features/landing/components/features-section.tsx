import { useTranslation } from 'react-i18next';
import { FeaturesCarousel } from './features-carousel';
import { LandingSection, SectionTitle } from './landing-section';
import { SECTION_IDS } from './section-ids';

export function FeaturesSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id={SECTION_IDS.features} titleId="landing-features-title" className="bg-green-50">
      <div className="mx-auto max-w-6xl px-4">
        <SectionTitle id="landing-features-title">{t('features.title')}</SectionTitle>
        <p className="mt-3 max-w-2xl text-lg text-green-950/85">{t('features.intro')}</p>
        <div className="mt-8">
          <FeaturesCarousel />
        </div>
      </div>
    </LandingSection>
  );
}
