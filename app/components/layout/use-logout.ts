import { useNavigate } from "react-router";

import { postJson } from "#app/lib/post.ts";
import { showToast } from "#app/lib/toast.ts";
import { toasts } from "#domain/messages.ts";
import { ACCOUNT_ACTIONS, ROUTES } from "#domain/paths.ts";

/** Signs out, says 'Até logo!' and goes home (spec §4). */
export function useLogout() {
  const navigate = useNavigate();
  return async () => {
    const result = await postJson(ACCOUNT_ACTIONS.signOut, {});
    if (!result.ok) {
      showToast(toasts.logoutFailed);
      return;
    }
    showToast(toasts.loggedOut);
    await navigate(ROUTES.home);
  };
}
