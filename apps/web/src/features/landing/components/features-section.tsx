import { FeaturesCarousel } from './features-carousel';
import { LandingSection, SectionTitle } from './landing-section';
import { SECTION_IDS } from './section-ids';

export function FeaturesSection() {
  return (
    <LandingSection id={SECTION_IDS.features} titleId="landing-features-title" className="bg-green-50">
      <div className="mx-auto max-w-6xl px-4">
        <SectionTitle id="landing-features-title">Features</SectionTitle>
        <p className="mt-3 max-w-2xl text-lg text-green-950/85">
          A feature-packed solution for agricultural problems. Use the buttons or the left and right arrow keys to
          browse.
        </p>
        <div className="mt-8">
          <FeaturesCarousel />
        </div>
      </div>
    </LandingSection>
  );
}
