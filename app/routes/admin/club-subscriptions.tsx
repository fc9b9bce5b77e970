import { AdminListPage } from "#app/features/admin/list-page.tsx";
import { adminListData } from "#app/lib/admin-list.server.ts";
import { requireRole } from "#app/lib/guards.server.ts";
import { privateMeta } from "#app/lib/seo.ts";
import { keepForViewer } from "#app/lib/services.server.ts";
import { ADMIN_LISTS } from "#domain/admin/lists.ts";
import type { ClubRow } from "#domain/admin/rows.ts";
import { socialMediaEntries, socialMediaHref } from "#domain/admin/social-links.ts";
import { adminTexts, NOT_INFORMED } from "#domain/admin/texts.ts";

import type { Route } from "./+types/club-subscriptions";

/** Kept for a signed-in viewer until the data it shows changes (docs/decisions/063). */
export const headers: Route.HeadersFunction = keepForViewer;

export const meta: Route.MetaFunction = () => privateMeta(ADMIN_LISTS.clubSubscriptions.title);

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = await requireRole(url, context, "admin");
  return adminListData(context, viewer, "clubSubscriptions", url);
}

function SocialLinks({ row }: { row: ClubRow }) {
  const entries = socialMediaEntries(row.socialMedia);
  if (entries.length === 0) return <>{NOT_INFORMED}</>;
  return (
    <ul className="space-y-1">
      {entries.map(({ key, label, value }) => {
        const href = socialMediaHref(key, value);
        return (
          <li key={key}>
            {label}:{" "}
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="text-brand-700 underline underline-offset-2">
                {value}
              </a>
            ) : (
              value
            )}
          </li>
        );
      })}
    </ul>
  );
}

export default function ClubSubscriptions({ loaderData }: Route.ComponentProps) {
  return (
    <AdminListPage
      list="clubSubscriptions"
      data={loaderData}
      createdAt={(row) => row.createdAt}
      failureText={adminTexts.clubLoadFailed}
      cells={{ socialMedia: (row) => <SocialLinks row={row} /> }}
    />
  );
}
