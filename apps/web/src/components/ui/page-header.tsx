import { Bell, Moon, Settings, User } from 'lucide-react';
import { Link } from 'react-router';

/** The bar at the top of every workspace page; the user icon opens /user, the other icons are decorative. */
export function PageHeader({ title }: { title: string }) {
  return (
    <header className="flex items-center justify-between gap-3 border-b border-gray-200 bg-white px-4 py-3 sm:px-6">
      {/* One line: at 18 px the longest title fits beside the icons on a 375 px phone; a longer one is cut, not wrapped. */}
      <h1 className="min-w-0 truncate text-lg font-semibold text-gray-900 sm:text-2xl">{title}</h1>
      <div className="flex shrink-0 items-center gap-2 text-gray-500 sm:gap-4">
        <Bell aria-hidden="true" className="size-5" />
        <Settings aria-hidden="true" className="size-5" />
        <Link to="/user" aria-label="User Profile" title="User Profile" className="rounded-full hover:text-gray-900">
          <User aria-hidden="true" className="size-5" />
        </Link>
        <Moon aria-hidden="true" className="size-5" />
      </div>
    </header>
  );
}
