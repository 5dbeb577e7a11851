import { AboutSection } from "./AboutSection";
import { CallToActionSection } from "./CallToActionSection";
import { ContactSection } from "./ContactSection";
import { CourseTopicsSection } from "./CourseTopicsSection";
import { FaqSection } from "./FaqSection";
import { HeroSection } from "./HeroSection";
import { LandingFooter } from "./LandingFooter";
import { LandingHeader } from "./LandingHeader";
import { PricingSection } from "./PricingSection";

/**
 * The public landing page (spec 2). Static marketing content only: it makes no GraphQL call, so
 * its first load stays within the JavaScript budget (e2e/publicSite.spec.ts checks it).
 */
export function LandingPage() {
  return (
    <>
      <LandingHeader />
      <main>
        <HeroSection />
        <CourseTopicsSection />
        <PricingSection />
        <AboutSection />
        <FaqSection />
        <CallToActionSection />
        <ContactSection />
      </main>
      <LandingFooter />
    </>
  );
}
