import { useNavigation } from "react-router";
import { guardTexts } from "#domain/messages.ts";
import { ROUTES } from "#domain/navigation.ts";

/** Pages behind the admin guard (its own login page is not). */
export const isGuardedAdminPath = (pathname: string) =>
  pathname === ROUTES.admin || (pathname.startsWith(`${ROUTES.admin}/`) && pathname !== ROUTES.adminLogin);

/** True while the router loads an admin page, i.e. while the guard's loader checks the role. */
export function useCheckingAdmin(): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && isGuardedAdminPath(navigation.location.pathname);
}

/** The admin guard's waiting line (spec §2). */
export function AdminChecking() {
  return (
    <p role="status" className="mx-auto max-w-md px-4 py-24 text-center text-brand-800">
      {guardTexts.checking}
    </p>
  );
}
