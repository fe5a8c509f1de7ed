import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import logoUrl from '@/assets/landing/logo.svg';
import { scrollToSection, scrollToTop } from '../utils/scroll';
import { HERO_SECTION_ID, SECTION_IDS } from './section-ids';

const navItems = [
  { labelKey: 'header.home', onClick: () => scrollToTop(HERO_SECTION_ID) },
  { labelKey: 'header.about', onClick: () => scrollToSection(SECTION_IDS.about) },
  { labelKey: 'header.features', onClick: () => scrollToSection(SECTION_IDS.features) },
  { labelKey: 'header.contact', onClick: () => scrollToSection(SECTION_IDS.contact) },
] as const;

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700';

/**
 * Fixed header. Below the `sm` breakpoint it collapses into two rows (logo and
 * Sign In on top, the four navigation buttons below) so that everything stays
 * visible and reachable by keyboard at 375px without horizontal scrolling.
 */
export function LandingHeader() {
  const { t } = useTranslation('landing');
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-green-900/10 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto grid max-w-6xl grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 px-4 py-2 sm:grid-cols-[auto_1fr_auto] sm:py-3">
        <div className="flex min-w-0 items-center gap-2">
          <img src={logoUrl} alt={t('header.logoAlt')} width={36} height={36} className="size-9 shrink-0" />
          <span className="truncate text-xl font-bold tracking-tight text-green-900">FarmSight</span>
        </div>

        <nav aria-label={t('header.navLabel')} className="col-span-2 row-start-2 sm:col-span-1 sm:col-start-2 sm:row-start-1">
          <ul className="flex items-center justify-between gap-1 sm:justify-center sm:gap-2">
            {navItems.map((item) => (
              <li key={item.labelKey}>
                <button
                  type="button"
                  onClick={item.onClick}
                  className={`rounded-md px-2.5 py-1.5 text-sm font-medium text-green-900 transition-colors hover:bg-green-100 hover:text-green-950 sm:px-3 sm:text-base ${focusRing}`}
                >
                  {t(item.labelKey)}
                </button>
              </li>
            ))}
          </ul>
        </nav>

        <div className="col-start-2 row-start-1 flex items-center gap-3 justify-self-end sm:col-start-3">
          <LanguageSwitch compact className="text-green-900" />
          <Link
            to="/auth"
            className={`inline-flex min-h-11 items-center rounded-md bg-green-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-green-800 sm:text-base ${focusRing}`}
          >
            {t('header.signIn')}
          </Link>
        </div>
      </div>
    </header>
  );
}
