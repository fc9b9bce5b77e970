import { useRouteLoaderData } from "react-router";

import type { loader as rootLoader } from "#app/root.tsx";

type RootData = NonNullable<ReturnType<typeof useRouteLoaderData<typeof rootLoader>>>;

/** The root loader's data on this navigation, typed from the loader itself (every page renders under the root). */
export function useRootData(): RootData {
  return useRouteLoaderData<typeof rootLoader>("root") as RootData;
}

/** The signed-in person (or null), as the root loader read it on this navigation. */
export const useViewer = () => useRootData().viewer;

/** The site's settings (names, contacts, links, headquarters) as staff last saved them: the one place the UI reads them. */
export const useSiteSettings = () => useRootData().settings;

/** How many of the signed-in person's notifications are unread, as the root loader counted on this navigation. */
export const useUnreadNotifications = () => useRootData().unreadNotifications;
