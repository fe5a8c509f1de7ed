import { Bell, Moon, User } from 'lucide-react';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SettingsMenu } from '@/components/settings-menu';
import { setTheme, useTheme } from '@/lib/theme';

/** What the workspace puts where the bell is (the alerts bell); outside it the bell stays a decoration. */
export const HeaderBellSlot = createContext<ReactNode>(null);

/** The moon: a toggle between the light and the dark theme; the choice is kept. */
function ThemeToggle() {
  const { t } = useTranslation();
  const dark = useTheme() === 'dark';
  return (
    <button
      type="button"
      aria-pressed={dark}
      aria-label={t('header.darkTheme')}
      title={t('header.darkTheme')}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
      className="flex items-center justify-center rounded-full hover:text-gray-900"
    >
      <Moon aria-hidden="true" className="size-5" fill={dark ? 'currentColor' : 'none'} />
    </button>
  );
}

/**
 * The bar at the top of every workspace page: the bell shows alerts, the settings icon the language, the user icon
 * opens /user, the moon the dark theme.
 */
export function PageHeader({ title }: { title: string }) {
  const { t } = useTranslation();
  const bell = useContext(HeaderBellSlot);
  return (
    <header className="flex flex-wrap items-center justify-between gap-x-3 border-b border-gray-200 bg-white px-4 py-1 sm:px-6 sm:py-3">
      {/* One line: a title too long to sit beside the icons on a phone puts them on the next line; only one wider than the screen is cut. */}
      <h1 className="min-w-0 truncate text-lg font-semibold text-gray-900 sm:text-2xl">{title}</h1>
      {/* On a phone each icon sits in a 44 px square (index.css), which spaces them. */}
      <div className="ml-auto flex shrink-0 items-center text-gray-500 sm:gap-4">
        {bell ?? <Bell aria-hidden="true" className="size-5" />}
        <SettingsMenu />
        <Link
          to="/user"
          aria-label={t('header.userProfile')}
          title={t('header.userProfile')}
          className="flex items-center justify-center rounded-full hover:text-gray-900 max-sm:size-11"
        >
          <User aria-hidden="true" className="size-5" />
        </Link>
        <ThemeToggle />
      </div>
    </header>
  );
}
