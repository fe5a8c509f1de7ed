import { CloudRainWind, Droplets, Sprout } from 'lucide-react';
import farmerUrl from '@/assets/landing/farmer.svg';
import { LandingSection, SectionTitle } from './landing-section';
import { SECTION_IDS } from './section-ids';

const helpPoints = [
  {
    icon: Droplets,
    text: 'We tell you about your current and future water storage and help you plan your crops and harvest.',
  },
  {
    icon: Sprout,
    text: 'We recommend crops to you through data analysis.',
  },
  {
    icon: CloudRainWind,
    text: 'We warn you in time about emergencies such as flood and drought.',
  },
] as const;

export function AboutSection() {
  return (
    <LandingSection id={SECTION_IDS.about} titleId="landing-about-title">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 md:grid-cols-[3fr_2fr]">
        <div>
          <SectionTitle id="landing-about-title">About Us</SectionTitle>
          <p className="mt-4 text-lg leading-relaxed text-green-950/85">
            Our mission is to give farmers insight into water availability, crop health, weather patterns and soil
            moisture, so that they reach maximum yield. FarmSight is a feature-packed solution for agricultural
            problems, built for farmers.
          </p>
          <h3 className="mt-8 text-xl font-semibold text-green-900">How FarmSight helps you</h3>
          <ol className="mt-4 space-y-4">
            {helpPoints.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-green-700 text-white">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="pt-2 text-green-950/85">{text}</span>
              </li>
            ))}
          </ol>
          <p className="mt-8 text-sm text-green-950/70">
            Credits: the crop-disease model is trained on PlantVillage leaf photos (Hughes &amp; Salathé, 2015; Mohanty,
            Hughes &amp; Salathé, 2016), shared under CC BY-SA 3.0.
          </p>
        </div>
        <img
          src={farmerUrl}
          alt="A smiling farmer in a straw hat holding a young plant"
          className="mx-auto w-full max-w-xs md:max-w-sm"
        />
      </div>
    </LandingSection>
  );
}
