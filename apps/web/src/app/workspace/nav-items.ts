import { Bot, Bug, ChartLine, Droplets, LayoutDashboard, Newspaper, SprayCan, User, type LucideIcon } from 'lucide-react';

export type NavItem = { label: string; path: string; icon: LucideIcon };

/** The sidebar, in the spec's order. */
export const navItems: NavItem[] = [
  { label: 'Dashboard', path: '/dashboard', icon: LayoutDashboard },
  { label: 'News', path: '/schemes', icon: Newspaper },
  { label: 'Irrigation Model', path: '/irrigation', icon: Droplets },
  { label: 'Historical Yield', path: '/historical', icon: ChartLine },
  { label: 'AI Assistant', path: '/ai', icon: Bot },
  { label: 'Crop Diseases', path: '/weather', icon: Bug },
  { label: 'User', path: '/user', icon: User },
  { label: 'Pesticide', path: '/pesticide', icon: SprayCan },
];
