import { CloudRainWind, Droplets } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import heroUrl from '@/assets/landing/hero-farm.svg';
import { HERO_SECTION_ID } from './section-ids';

const highlights = [
  { icon: Droplets, key: 'water' },
  { icon: CloudRainWind, key: 'warnings' },
] as const;

export function HeroSection() {
  const { t } = useTranslation('landing');
  return (
    <section id={HERO_SECTION_ID} tabIndex={-1} aria-labelledby="landing-hero-title" className="focus:outline-none">
      <div className="relative">
        <img src={heroUrl} alt={t('hero.imageAlt')} className="h-[26rem] w-full object-cover sm:h-[32rem]" />
        <div className="absolute inset-0 flex items-center">
          <div className="mx-auto w-full max-w-6xl px-4">
            <div className="max-w-xl rounded-2xl bg-green-950/85 p-6 text-white shadow-lg sm:p-8">
              <h1 id="landing-hero-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
                FarmSight
              </h1>
              <p className="mt-3 text-lg leading-relaxed text-green-50 sm:text-xl">{t('hero.intro')}</p>
            </div>
          </div>
        </div>
      </div>

      <div className="mx-auto -mt-10 grid max-w-6xl gap-4 px-4 sm:grid-cols-2 relative">
        {highlights.map(({ icon: Icon, key }) => (
          <div key={key} className="flex gap-4 rounded-2xl border border-green-900/10 bg-white p-5 shadow-md">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-green-100 text-green-800">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h2 className="text-lg font-semibold text-green-900">{t(`hero.${key}.title`)}</h2>
              <p className="mt-1 text-green-950/80">{t(`hero.${key}.text`)}</p>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
