import { BrainCircuit, CloudRainWind, History, Landmark, Waves, type LucideIcon } from 'lucide-react';

/** A slide's texts are `features.slides.<key>.title` and `.subtitle` in the landing texts. */
export type FeatureSlide = { key: string; icon: LucideIcon };

/** The five carousel slides, in the order of product spec section 2. */
export const featureSlides: readonly FeatureSlide[] = [
  { key: 'historicalYield', icon: History },
  { key: 'water', icon: Waves },
  { key: 'alerts', icon: CloudRainWind },
  { key: 'schemes', icon: Landmark },
  { key: 'assistant', icon: BrainCircuit },
];
