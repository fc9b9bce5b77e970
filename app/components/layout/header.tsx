import { clsx } from "clsx";
import { type KeyboardEvent, lazy, useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";

import Bell from "#app/components/icons/bell.tsx";
import ChevronDown from "#app/components/icons/chevron-down.tsx";
import LogOut from "#app/components/icons/log-out.tsx";
import Menu from "#app/components/icons/menu.tsx";
import ShoppingCart from "#app/components/icons/shopping-cart.tsx";
import Sparkles from "#app/components/icons/sparkles.tsx";
import X from "#app/components/icons/x.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, LazyDialogBody } from "#app/components/ui/dialog.tsx";
import { SiteLink, SiteNavLink } from "#app/components/ui/site-link.tsx";
import { showToast } from "#app/lib/toast.ts";
import { useSiteSettings, useUnreadNotifications, useViewer } from "#app/lib/viewer.ts";
import type { Viewer } from "#domain/account/viewer.ts";
import { DEFAULT_DISPLAY_NAME, toasts } from "#domain/messages.ts";
import { accountMenu, isNavGroup, mainMenu, type NavGroup, type NavLink as NavItem } from "#domain/navigation.ts";
import { notificationTexts } from "#domain/notifications.ts";
import { ROUTES } from "#domain/paths.ts";
import { pointsLabel } from "#domain/points.ts";

import { useAuthModal } from "./auth-modal.tsx";
import { useLogout } from "./use-logout.ts";

// The cart is not built yet: its count is zero until it exists.
const CART_COUNT = 0;

// The bell's list loads with its dialog, on the first opening (docs/decisions/060).
const NotificationsPanel = lazy(() => import("./notifications-panel.tsx"));

const MY_AREAS_LABEL = "Minhas Áreas";

function accountEntries(viewer: Viewer | null): NavItem[] {
  if (!viewer) return [];
  if (viewer.role === "admin") return [accountMenu.admin];
  return viewer.role === "therapist" ? [accountMenu.clientArea, accountMenu.therapistArea] : [accountMenu.clientArea];
}

function CountButton({ label, count, icon: Icon }: { label: string; count: number; icon: typeof Bell }) {
  return (
    <button
      type="button"
      onClick={() => showToast(toasts.comingSoon(label))}
      className="relative rounded-full p-2.5 text-brand-800 hover:bg-brand-50"
      aria-label={`${label} (${count})`}
    >
      <Icon className="h-5 w-5" aria-hidden="true" />
      <span
        className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-gold-500 px-1 text-center text-xs font-bold leading-5 text-brand-900"
        aria-hidden="true"
      >
        {count}
      </span>
    </button>
  );
}

/**
 * The bell (docs/decisions/060): the unread count comes with the root loader's data on each
 * navigation (no polling); the list is fetched when the dialog opens, and marking as read updates
 * the badge until the next navigation brings a fresh count.
 */
function NotificationsBell() {
  const counted = useUnreadNotifications();
  const { key } = useLocation();
  const [open, setOpen] = useState(false);
  // What the list said since this navigation's count (it is newer); a navigation drops it.
  const [since, setSince] = useState<{ key: string; unread: number } | null>(null);
  const unread = since?.key === key ? since.unread : counted;
  const onUnread = useCallback((n: number) => setSince({ key, unread: n }), [key]);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="relative rounded-full p-2.5 text-brand-800 hover:bg-brand-50"
        aria-label={notificationTexts.buttonLabel(unread)}
        aria-haspopup="dialog"
        data-testid="notifications-button"
      >
        <Bell className="h-5 w-5" aria-hidden="true" />
        {unread > 0 ? (
          <span
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-gold-500 px-1 text-center text-xs font-bold leading-5 text-brand-900"
            aria-hidden="true"
            data-testid="notifications-badge"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={notificationTexts.heading}>
        <LazyDialogBody>{open ? <NotificationsPanel onUnread={onUnread} onFollow={() => setOpen(false)} /> : null}</LazyDialogBody>
      </Dialog>
    </>
  );
}

export function Header() {
  const site = useSiteSettings();
  const viewer = useViewer();
  const { open } = useAuthModal();
  const logout = useLogout();
  const { pathname } = useLocation();
  // Open on one page: following a link (a new pathname) closes the menu without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const mobileOpen = openOn === pathname;
  const panelId = useId();
  const extras = accountEntries(viewer);

  return (
    <header className="sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        {/* The name may wrap to two lines so a signed-in header fits 360 px screens. */}
        {/* Beside the desktop menu the name shows only when there is room: wide screens, nobody signed in. */}
        <SiteLink to={ROUTES.home} className="flex min-w-0 shrink-0 items-center gap-2 max-xl:shrink" aria-label={`${site.movementName} — página inicial`}>
          <img src="/art/logo.svg" alt="" width="40" height="40" className="h-10 w-10 shrink-0" />
          <span className={clsx("font-serif text-base font-semibold leading-tight text-brand-900 sm:text-lg xl:hidden", !viewer && "2xl:inline")}>
            {site.movementName}
          </span>
        </SiteLink>

        <nav aria-label="Menu principal" className="ml-2 hidden flex-1 xl:block">
          <ul className="flex items-center gap-0.5">
            {mainMenu.map((entry) =>
              isNavGroup(entry) ? (
                <li key={entry.label}>
                  <NavDropdown group={entry} />
                </li>
              ) : (
                <li key={entry.href}>
                  <TopLink item={entry} />
                </li>
              ),
            )}
            {/* A therapist's two areas share one entry on the desktop bar, which has no room for both. */}
            {extras.length > 1 ? (
              <li>
                <NavDropdown group={{ label: MY_AREAS_LABEL, items: extras }} />
              </li>
            ) : (
              extras.map((item) => (
                <li key={item.href}>
                  <TopLink item={item} />
                </li>
              ))
            )}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1">
          <CountButton label="Carrinho" count={CART_COUNT} icon={ShoppingCart} />
          {viewer ? (
            <>
              <NotificationsBell />
              <span
                className="hidden items-center gap-1 whitespace-nowrap rounded-full bg-gold-300/60 px-3 py-1 text-sm font-semibold text-brand-900 sm:flex"
                data-testid="points-badge"
              >
                <Sparkles className="h-4 w-4" aria-hidden="true" />
                {pointsLabel(viewer.points)}
              </span>
              <button type="button" onClick={logout} className="hidden rounded-full p-2.5 text-brand-800 hover:bg-brand-50 xl:block" aria-label="Sair">
                <LogOut className="h-5 w-5" aria-hidden="true" />
              </button>
            </>
          ) : (
            // At every width; on a phone a shorter word keeps the header on one line.
            <Button size="sm" className="max-sm:px-3" onClick={() => open()}>
              <span className="sm:hidden">Entrar</span>
              <span className="max-sm:hidden">Login / Cadastro</span>
            </Button>
          )}
          <button
            type="button"
            className="rounded-full p-2.5 text-brand-800 hover:bg-brand-50 xl:hidden"
            aria-expanded={mobileOpen}
            aria-controls={panelId}
            aria-label={mobileOpen ? "Fechar menu" : "Abrir menu"}
            onClick={() => setOpenOn(mobileOpen ? null : pathname)}
          >
            {mobileOpen ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
          </button>
        </div>
      </div>

      {/* The header stays on screen (sticky): a menu taller than the phone's screen scrolls inside it, or its last entries ('Login / Cadastro') could never be reached.
          Its links are drawn once it opens, as the desktop menus' are: not on every page's render and in every page's HTML. */}
      <div
        id={panelId}
        hidden={!mobileOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-brand-100 bg-white xl:hidden"
      >
        {mobileOpen ? <MobileMenu viewer={viewer} extras={extras} onSignIn={() => open()} onLogout={logout} /> : null}
      </div>
    </header>
  );
}

/** The phone menu's contents: the person, every page of the main menu grouped as on the desktop, and signing in or out. */
function MobileMenu({ viewer, extras, onSignIn, onLogout }: { viewer: Viewer | null; extras: NavItem[]; onSignIn: () => void; onLogout: () => void }) {
  return (
    <nav aria-label="Menu principal (celular)" className="mx-auto max-w-7xl px-4 py-3">
      {viewer ? (
        <div className="mb-3 rounded-xl bg-brand-50 p-3">
          <p className="font-semibold text-brand-900">{viewer.fullName || DEFAULT_DISPLAY_NAME}</p>
          <p className="text-sm text-brand-800">{pointsLabel(viewer.points)}</p>
        </div>
      ) : null}
      <ul className="space-y-1">
        {mainMenu.map((entry) =>
          isNavGroup(entry) ? (
            <li key={entry.label}>
              <p className="px-3 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-600">{entry.label}</p>
              {/* Indented under their heading, as the desktop dropdowns hold them: the top-level links after a group stay top-level. */}
              <ul className="ml-3 border-l border-brand-100 pl-1">
                {entry.items.map((item) => (
                  <li key={item.href}>
                    <MobileLink item={item} />
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={entry.href}>
              <MobileLink item={entry} />
            </li>
          ),
        )}
        {extras.map((item) => (
          <li key={item.href}>
            <MobileLink item={item} />
          </li>
        ))}
      </ul>
      <div className="mt-3 border-t border-brand-100 pt-3">
        {viewer ? (
          <Button variant="outline" className="w-full" onClick={onLogout}>
            Sair
          </Button>
        ) : (
          <Button className="w-full" onClick={onSignIn}>
            Login / Cadastro
          </Button>
        )}
      </div>
    </nav>
  );
}

/**
 * A desktop menu group as a disclosure (a button that shows a list of links), light enough for
 * every page's first load: Escape closes it and returns to the button; a click outside, leaving it
 * with Tab or following a link closes it; the arrow keys move between its links.
 */
function NavDropdown({ group }: { group: NavGroup }) {
  const { pathname } = useLocation();
  // Open on one page: a navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const listId = useId();
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (!open) return;
    if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const links = Array.from(box.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === "ArrowDown" ? (at + 1) % links.length : at <= 0 ? links.length - 1 : at - 1;
    links[next]?.focus();
  }

  return (
    <div
      ref={box}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-2 text-sm font-medium text-slate-800 hover:bg-brand-50"
      >
        {group.label}
        <ChevronDown className={clsx("h-4 w-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
      </button>
      {/* Its links are drawn once it opens (only a click opens it): not on every page's render and in every page's HTML. */}
      <ul id={listId} hidden={!open} className="absolute left-0 top-full z-50 mt-1.5 min-w-56 rounded-xl border border-brand-100 bg-white p-1.5 shadow-lg">
        {open
          ? group.items.map((item) => (
              <li key={item.href}>
                <SiteLink
                  to={item.href}
                  onClick={() => setOpen(false)}
                  className="block rounded-lg px-3 py-2 text-sm text-slate-800 hover:bg-brand-50 focus-visible:bg-brand-50"
                >
                  {item.label}
                </SiteLink>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}

function TopLink({ item }: { item: NavItem }) {
  return (
    <SiteNavLink
      to={item.href}
      className={({ isActive }) =>
        clsx("block whitespace-nowrap rounded-full px-2.5 py-2 text-sm font-medium text-slate-800 hover:bg-brand-50", isActive && "bg-brand-50 text-brand-800")
      }
    >
      {item.label}
    </SiteNavLink>
  );
}

function MobileLink({ item }: { item: NavItem }) {
  return (
    <SiteNavLink
      to={item.href}
      className={({ isActive }) => clsx("block rounded-lg px-3 py-2.5 text-slate-800 hover:bg-brand-50", isActive && "bg-brand-50 font-semibold")}
    >
      {item.label}
    </SiteNavLink>
  );
}
