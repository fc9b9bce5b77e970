import { useLocation, useNavigation } from "react-router";

import { guardTexts } from "#domain/messages.ts";
import { isGuardedAdminPath } from "#domain/paths.ts";

/**
 * True while the router loads another admin page, i.e. while its loaders check the role.
 * A search or a reload of the page already shown keeps it on screen.
 */
export function useCheckingAdmin(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state === "loading" && isGuardedAdminPath(navigation.location.pathname) && navigation.location.pathname !== pathname;
}

/** The admin guard's waiting line (spec §2). */
export function AdminChecking() {
  return (
    <p role="status" className="mx-auto max-w-md px-4 py-24 text-center text-brand-800">
      {guardTexts.checking}
    </p>
  );
}
