import { CloudRainWind, Droplets, Sprout } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import farmerUrl from '@/assets/landing/farmer.svg';
import { LandingSection, SectionTitle } from './landing-section';
import { SECTION_IDS } from './section-ids';

const helpPoints = [
  { icon: Droplets, key: 'about.water' },
  { icon: Sprout, key: 'about.crops' },
  { icon: CloudRainWind, key: 'about.warnings' },
] as const;

export function AboutSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id={SECTION_IDS.about} titleId="landing-about-title">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 md:grid-cols-[3fr_2fr]">
        <div>
          <SectionTitle id="landing-about-title">{t('about.title')}</SectionTitle>
          <p className="mt-4 text-lg leading-relaxed text-green-950/85">{t('about.mission')}</p>
          <h3 className="mt-8 text-xl font-semibold text-green-900">{t('about.helpsTitle')}</h3>
          <ol className="mt-4 space-y-4">
            {helpPoints.map(({ icon: Icon, key }) => (
              <li key={key} className="flex items-start gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-green-700 text-white">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="pt-2 text-green-950/85">{t(key)}</span>
              </li>
            ))}
          </ol>
          <p className="mt-8 text-sm text-green-950/70">{t('about.credits')}</p>
        </div>
        <img src={farmerUrl} alt={t('about.imageAlt')} className="mx-auto w-full max-w-xs md:max-w-sm" />
      </div>
    </LandingSection>
  );
}
