import { BrainCircuit, CloudRainWind, History, Landmark, Waves, type LucideIcon } from 'lucide-react';

export type FeatureSlide = { title: string; subtitle: string; icon: LucideIcon };

/** The five carousel slides; titles as in product spec section 2. */
export const featureSlides: readonly FeatureSlide[] = [
  {
    title: 'Historical Yield Timeline',
    subtitle: 'See the historical yield of your land and get suggestions for future crops.',
    icon: History,
  },
  {
    title: 'Water Capacity Monitoring',
    subtitle: 'Keep track of water capacity and manage irrigation.',
    icon: Waves,
  },
  {
    title: 'Flood and Drought Alerts',
    subtitle: 'Receive alerts for extreme conditions beforehand.',
    icon: CloudRainWind,
  },
  {
    title: 'Farmer related Govt. Schemes',
    subtitle: 'All government schemes for farmers worldwide in one place.',
    icon: Landmark,
  },
  {
    title: 'ML Model and AI samadhan',
    subtitle: 'Analyses your problems and gives you a suitable solution.',
    icon: BrainCircuit,
  },
];
