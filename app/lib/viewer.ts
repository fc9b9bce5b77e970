import { useRouteLoaderData } from "react-router";
import type { Viewer } from "#domain/account/viewer.ts";

type RootData = { viewer: Viewer | null; googleEnabled: boolean; year: number; showDevOutbox: boolean };

/** The signed-in person (or null), as the root loader read it on this navigation. */
export function useRootData(): RootData {
  return useRouteLoaderData("root") as RootData;
}

export const useViewer = () => useRootData().viewer;
