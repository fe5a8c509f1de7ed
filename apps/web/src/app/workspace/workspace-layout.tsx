import { CircleUser, PanelLeftClose, PanelLeftOpen, Sprout } from 'lucide-react';
import { useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { HeaderBellSlot } from '@/components/ui/page-header';
import { AlertsBell } from '@/features/alerts';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { useUser } from '@/lib/session';
import { navItems } from './nav-items';

const MOBILE_QUERY = '(max-width: 767px)';

export function WorkspaceLayout() {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [expanded, setExpanded] = useState(!isMobile);
  // Crossing the breakpoint resets the sidebar: collapsed on phones, expanded on wider screens.
  const [wasMobile, setWasMobile] = useState(isMobile);
  if (wasMobile !== isMobile) {
    setWasMobile(isMobile);
    setExpanded(!isMobile);
  }

  const width = expanded ? 'w-64' : 'w-20';
  return (
    <div className="flex min-h-dvh overflow-x-clip bg-gray-50">
      {/* On phones the expanded sidebar overlays the page instead of squeezing it. */}
      <div className={cn('shrink-0 motion-safe:transition-[width]', isMobile ? 'w-20' : width)}>
        <Sidebar expanded={expanded} onToggle={() => setExpanded(!expanded)} onNavigate={() => isMobile && setExpanded(false)} className={width} />
      </div>
      <main className="min-w-0 flex-1">
        <HeaderBellSlot.Provider value={<AlertsBell />}>
          <Outlet />
        </HeaderBellSlot.Provider>
      </main>
    </div>
  );
}

type SidebarProps = { expanded: boolean; onToggle: () => void; onNavigate: () => void; className: string };

function Sidebar({ expanded, onToggle, onNavigate, className }: SidebarProps) {
  const user = useUser().data;
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ');

  return (
    <aside className={cn('fixed inset-y-0 left-0 z-10 flex [&_:focus-visible]:outline-green-200 flex-col overflow-y-auto bg-green-900 text-green-50 motion-safe:transition-[width]', className)}>
      <div className={cn('flex items-center gap-2 p-4', expanded ? 'justify-between' : 'justify-center')}>
        {expanded && (
          <span className="flex items-center gap-2 text-xl font-semibold">
            <Sprout aria-hidden="true" className="size-6" />
            FarmSight
          </span>
        )}
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls="workspace-nav"
          aria-label={expanded ? 'Collapse sidebar' : 'Expand sidebar'}
          className="rounded-md p-2 hover:bg-green-800"
        >
          {expanded ? <PanelLeftClose aria-hidden="true" className="size-5" /> : <PanelLeftOpen aria-hidden="true" className="size-5" />}
        </button>
      </div>

      <nav id="workspace-nav" aria-label="Workspace" className="flex-1 px-3">
        <ul className="flex flex-col gap-1">
          {navItems.map(({ label, path, icon: Icon }) => (
            <li key={path}>
              <NavLink
                to={path}
                title={expanded ? undefined : label}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-md p-3 hover:bg-green-800',
                    expanded ? '' : 'justify-center',
                    isActive && 'bg-green-700 font-medium',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                <span className={expanded ? 'truncate' : 'sr-only'}>{label}</span>
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
