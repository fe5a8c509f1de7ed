import { Bot, Bug, ChartLine, Droplets, LayoutDashboard, Newspaper, SprayCan, User, type LucideIcon } from 'lucide-react';

/** `labelKey`: the item's label in the common texts. */
export type NavItem = { labelKey: string; path: string; icon: LucideIcon };

/** The sidebar, in the spec's order. */
export const navItems: NavItem[] = [
  { labelKey: 'nav.dashboard', path: '/dashboard', icon: LayoutDashboard },
  { labelKey: 'nav.news', path: '/schemes', icon: Newspaper },
  { labelKey: 'nav.irrigation', path: '/irrigation', icon: Droplets },
  { labelKey: 'nav.historical', path: '/historical', icon: ChartLine },
  { labelKey: 'nav.assistant', path: '/ai', icon: Bot },
  { labelKey: 'nav.diseases', path: '/weather', icon: Bug },
  { labelKey: 'nav.user', path: '/user', icon: User },
  { labelKey: 'nav.pesticide', path: '/pesticide', icon: SprayCan },
];
