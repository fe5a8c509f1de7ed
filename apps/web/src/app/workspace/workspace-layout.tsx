import { CircleUser, type LucideIcon, Menu, PanelLeftClose, PanelLeftOpen, Sprout, X } from 'lucide-react';
import { type Ref, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { OfflineNotice } from '@/components/offline-notice';
import { HeaderBellSlot } from '@/components/ui/page-header';
import { AlertsBell } from '@/features/alerts';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { useUser } from '@/lib/session';
import { navItems } from './nav-items';

const MOBILE_QUERY = '(max-width: 767px)';

/**
 * Wider screens: a sidebar that collapses to an icon rail. Phones: a drawer over the page, opened from a top bar.
 * The page keeps its place in the tree either way, so turning a phone does not reset what was typed.
 */
export function WorkspaceLayout() {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  if (!isMobile && drawerOpen) setDrawerOpen(false);

  return (
    <div className={cn('flex min-h-dvh overflow-x-clip bg-gray-50', isMobile && 'flex-col')}>
      {isMobile ? <PhoneNavigation open={drawerOpen} onOpenChange={setDrawerOpen} /> : <WideNavigation />}
      {/* While the drawer is open the page behind it takes no focus or clicks. */}
      <main inert={drawerOpen} className="min-w-0 flex-1">
        <OfflineNotice />
        <HeaderBellSlot.Provider value={<AlertsBell />}>
          <Outlet />
        </HeaderBellSlot.Provider>
      </main>
    </div>
  );
}

function WideNavigation() {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(true);
  const width = expanded ? 'w-64' : 'w-20';
  return (
    <div className={cn('shrink-0 motion-safe:transition-[width]', width)}>
      <Sidebar
        expanded={expanded}
        toggleLabel={expanded ? t('nav.collapse') : t('nav.expand')}
        toggleIcon={expanded ? PanelLeftClose : PanelLeftOpen}
        onToggle={() => setExpanded(!expanded)}
        className={cn('motion-safe:transition-[width]', width)}
      />
    </div>
  );
}

/**
 * The page takes the whole width; the drawer covers it with a backdrop and closes on a tap outside, on Esc and on
 * choosing a page. Closing it gives focus back to the menu button.
 */
function PhoneNavigation({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const returnFocusTo = menuButton.current;
    closeButton.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onOpenChange(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      returnFocusTo?.focus();
    };
  }, [open, onOpenChange]);

  return (
    <>
      <header inert={open} className="flex items-center gap-2 bg-green-900 px-2 py-1 text-green-50 [&_:focus-visible]:outline-green-200">
        <button
          ref={menuButton}
          type="button"
          onClick={() => onOpenChange(true)}
          aria-expanded={open}
          aria-controls="workspace-nav"
          aria-label={t('nav.openMenu')}
          className="rounded-md p-2 hover:bg-green-800"
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
        <span className="flex items-center gap-2 text-lg font-semibold">
          <Sprout aria-hidden="true" className="size-5" />
          FarmSight
        </span>
      </header>
      {open && (
        <>
          {/* A pointer target only: the keyboard closes the drawer with Esc or its close button. */}
          <div aria-hidden="true" className="fixed inset-0 z-10 bg-black/50" onClick={() => onOpenChange(false)} />
          <Sidebar
            expanded
            toggleLabel={t('nav.closeMenu')}
            toggleIcon={X}
            toggleRef={closeButton}
            onToggle={() => onOpenChange(false)}
            onNavigate={() => onOpenChange(false)}
            className="z-20 w-64 max-w-[85vw] shadow-xl"
          />
        </>
      )}
    </>
  );
}

type SidebarProps = {
  expanded: boolean;
  toggleLabel: string;
  toggleIcon: LucideIcon;
  toggleRef?: Ref<HTMLButtonElement>;
  onToggle: () => void;
  onNavigate?: () => void;
  className: string;
};

function Sidebar({ expanded, toggleLabel, toggleIcon: ToggleIcon, toggleRef, onToggle, onNavigate, className }: SidebarProps) {
  const { t } = useTranslation();
  const user = useUser().data;
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ');

  return (
    <aside
      className={cn('fixed inset-y-0 left-0 z-10 flex [&_:focus-visible]:outline-green-200 flex-col overflow-y-auto bg-green-900 text-green-50', className)}
    >
      <div className={cn('flex items-center gap-2 p-4', expanded ? 'justify-between' : 'justify-center')}>
        {expanded && (
          <span className="flex items-center gap-2 text-xl font-semibold">
            <Sprout aria-hidden="true" className="size-6" />
            FarmSight
          </span>
        )}
        <button
          ref={toggleRef}
          type="button"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls="workspace-nav"
          aria-label={toggleLabel}
          className="rounded-md p-2 hover:bg-green-800"
        >
          <ToggleIcon aria-hidden="true" className="size-5" />
        </button>
      </div>

      <nav id="workspace-nav" aria-label={t('nav.label')} className="flex-1 px-3">
        <ul className="flex flex-col gap-1">
          {navItems.map(({ labelKey, path, icon: Icon }) => (
            <li key={path}>
              <NavLink
                to={path}
                title={expanded ? undefined : t(labelKey)}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn('flex items-center gap-3 rounded-md p-3 hover:bg-green-800', expanded ? '' : 'justify-center', isActive && 'bg-green-700 font-medium')
                }
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                <span className={expanded ? 'truncate' : 'sr-only'}>{t(labelKey)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      {expanded && (
        <div className="flex items-center gap-3 border-t border-green-800 p-4">
          <CircleUser aria-hidden="true" className="size-9 shrink-0" />
          <span className="truncate font-medium">{fullName}</span>
        </div>
      )}
    </aside>
  );
}
