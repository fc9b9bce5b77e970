import { type ComponentProps, type MouseEvent, useContext } from "react";
import { UNSAFE_DataRouterContext, useLocation } from "react-router";

type SiteLinkProps = Omit<ComponentProps<"a">, "href"> & {
  /** A path of this site from its root ('/cursos', '/admin?pagina=2#lista'). */
  to: string;
};

/** What React Router's <Link> leaves to the browser: another button, a modifier key, another tab. */
const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || (event.currentTarget.target || "_self") !== "_self";

/**
 * An in-site link: the <a> React Router's <Link> draws (with `data-discover`, so the route is
 * fetched ahead when it shows), moving within the app on a plain click as <Link> does, and
 * replacing the history entry when it leads where the person already is. <Link> resolves its path
 * against the matched routes twice and sets up prefetch state on every render: ~20 µs per link,
 * a tenth of a page's render with the ~45 links of the header, menus, footer and cards (issue 23,
 * docs/decisions/067). Our links are paths from the root and use none of that.
 */
export function SiteLink({ to, onClick, ...rest }: SiteLinkProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !dataRouter || opensElsewhere(event)) return;
    event.preventDefault();
    const { pathname, search, hash } = dataRouter.router.state.location;
    void dataRouter.router.navigate(to, { replace: pathname + search + hash === to });
  };
  return <a {...rest} href={to} data-discover="true" onClick={follow} />;
}

type SiteNavLinkProps = Omit<SiteLinkProps, "className"> & {
  /** Classes for the link, given whether it leads to the page shown. */
  className: (state: { isActive: boolean }) => string;
};

/** A menu entry: a SiteLink marked aria-current="page" on the page it leads to (<NavLink end>). */
export function SiteNavLink({ className, ...rest }: SiteNavLinkProps) {
  const isActive = useLocation().pathname.toLowerCase() === rest.to.toLowerCase();
  return <SiteLink {...rest} className={className({ isActive })} aria-current={isActive ? "page" : undefined} />;
}
