import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { JoinBanner } from './join-banner';
import { LandingHeader } from './landing-header';

export function LandingPage() {
  return (
    <div className="min-h-screen overflow-x-clip bg-white text-green-950">
      <LandingHeader />
      <main className="pt-[5.625rem] sm:pt-16">
        <HeroSection />
        <AboutSection />
        <FeaturesSection />
        <ContactSection />
        <JoinBanner />
      </main>
    </div>
  );
}
