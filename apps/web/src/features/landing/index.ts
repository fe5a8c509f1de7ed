// Replaced by the landing feature.
export function LandingPage() {
  return null;
}
