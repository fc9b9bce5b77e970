/**
 * A therapists' club sign-up's social networks (spec §4): which ones and their labels. The one
 * declaration of the shape: the form, its schema, the stored column (server/db/schema.ts) and the admin
 * list use it; how an entry becomes a link is the admin list's (domain/admin/social-links.ts). Kept
 * this small because the club's sign-up page downloads it.
 */

/** The networks, in the order the form and the list show them. */
export const SOCIAL_NETWORKS = ["instagram", "youtube", "facebook", "linkedin", "website"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
/** What is stored: the networks someone filled in, as typed (trimmed). */
export type SocialMedia = Partial<Record<SocialNetwork, string>>;

export const SOCIAL_MEDIA_LABELS: Record<SocialNetwork, string> = {
  instagram: "Instagram",
  youtube: "YouTube",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  website: "Site",
};
