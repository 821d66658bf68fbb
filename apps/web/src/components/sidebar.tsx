import type { LucideIcon } from 'lucide-react';
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';

export interface SidebarTab {
  name: string;
  icon: LucideIcon;
  /** Route target, relative to the current route or absolute. */
  to: string;
}

export interface SidebarProps {
  tabs: readonly SidebarTab[];
  /** Accessible name of the navigation landmark. */
  label: string;
  /** Heading shown above the tabs. */
  title?: string;
  openLabel: string;
  closeLabel: string;
}

/**
 * A vertical tab list that highlights the active route. From the md breakpoint it is a fixed column;
 * below it collapses into a slide-in drawer opened by a toggle button.
 */
export function Sidebar({ tabs, label, title, openLabel, closeLabel }: SidebarProps) {
  const drawerId = useId();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  // Following a tab closes the drawer (adjusting state during render, not in an effect).
  if (open && pathname !== openedAt) setOpen(false);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  function openDrawer() {
    setOpenedAt(pathname);
    setOpen(true);
  }

  function closeDrawer() {
    setOpen(false);
    toggleRef.current?.focus();
  }

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-label={openLabel}
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={openDrawer}
        className="inline-flex h-10 items-center gap-2 self-start rounded-lg border border-zinc-300 bg-white px-3 text-sm font-semibold hover:bg-zinc-100 md:hidden dark:border-zinc-700 dark:bg-zinc-900 dark:hover:bg-zinc-800"
      >
        <Menu aria-hidden="true" className="size-5" />
        {title}
      </button>

      {open && (
        <div
          aria-hidden="true"
          onClick={() => setOpen(false)}
          className="fixed inset-0 z-40 animate-fade-in bg-zinc-950/50 md:hidden"
        />
      )}

      <aside
        id={drawerId}
        className={[
          'fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto border-r border-zinc-200 bg-white p-4 shadow-xl transition-[translate,visibility] duration-200',
          'dark:border-zinc-800 dark:bg-zinc-900',
          'md:sticky md:top-20 md:z-auto md:block md:h-fit md:w-60 md:max-w-none md:translate-x-0 md:rounded-xl md:border md:shadow-sm',
          open ? 'translate-x-0' : 'invisible -translate-x-full md:visible',
        ].join(' ')}
      >
        <div className="mb-4 flex items-center justify-between gap-2 md:mb-3">
          {title && <p className="px-3 text-sm font-semibold text-zinc-500 dark:text-zinc-400">{title}</p>}
          <button
            ref={closeRef}
            type="button"
            aria-label={closeLabel}
            onClick={closeDrawer}
            className="grid size-10 place-items-center rounded-lg hover:bg-zinc-100 md:hidden dark:hover:bg-zinc-800"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <nav aria-label={label}>
          <ul className="space-y-1">
            {tabs.map((tab) => (
              <li key={tab.to}>
                <NavLink
                  to={tab.to}
                  className={({ isActive }) =>
                    [
                      'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                      isActive
                        ? 'bg-brand-600 text-white'
                        : 'text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800',
                    ].join(' ')
                  }
                >
                  <tab.icon aria-hidden="true" className="size-5 shrink-0" />
                  {tab.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
    </>
  );
}
