import { clsx } from "clsx";
import { type ReactNode,useId } from "react";

import type { Artwork } from "#domain/content/art.ts";

import { ArtImage } from "./art-image.tsx";

/**
 * The top of every public page: its only h1, a lead paragraph, and optionally a picture and buttons.
 * `media` (an uploaded photo, drawn by the page) takes the drawing's place.
 */
export function PageHero({
  title,
  subtitle,
  eyebrow,
  image,
  media,
  children,
}: {
  title: string;
  subtitle?: string;
  eyebrow?: string;
  image?: Artwork;
  media?: ReactNode;
  children?: ReactNode;
}) {
  const pictured = Boolean(media ?? image);
  return (
    <section className="bg-gradient-to-b from-brand-50 to-cream">
      <div className={clsx("mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20", pictured && "lg:grid-cols-2")}>
        <div className={clsx(!pictured && "mx-auto max-w-3xl text-center")}>
          {eyebrow ? <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-gold-700">{eyebrow}</p> : null}
          <h1 className="text-4xl leading-tight sm:text-5xl">{title}</h1>
          {subtitle ? <p className="mt-5 text-lg leading-relaxed text-slate-700">{subtitle}</p> : null}
          {children ? <div className={clsx("mt-8 flex flex-wrap gap-3", !pictured && "justify-center")}>{children}</div> : null}
        </div>
        {media ?? (image ? <ArtImage art={image} priority className="rounded-3xl shadow-xl" /> : null)}
      </div>
    </section>
  );
}

/** A titled section (h2), labelled by its heading for assistive technology. */
export function Section({
  title,
  subtitle,
  children,
  id,
  className,
  tinted = false,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  id?: string;
  className?: string;
  tinted?: boolean;
}) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={clsx(tinted && "bg-brand-50", className)}>
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 id={headingId} className="text-3xl sm:text-4xl">
          {title}
        </h2>
        {subtitle ? <p className="mt-3 max-w-3xl text-lg text-slate-700">{subtitle}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

/** A white card with a picture on top. */
export function Card({ children, className, id }: { children: ReactNode; className?: string; id?: string }) {
  return (
    <article id={id} className={clsx("flex flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm", className)}>
      {children}
    </article>
  );
}

/** A bulleted list with the brand's check marks. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={clsx("space-y-2", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="mt-0.5 text-gold-700">
            ✦
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
