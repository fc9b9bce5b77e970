import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";

import { SiteLink } from "./site-link.tsx";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-full text-center font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
  {
    variants: {
      variant: {
        primary: "bg-brand-700 text-white hover:bg-brand-800",
        gold: "bg-gold-300 text-brand-900 hover:bg-gold-500",
        outline: "border border-brand-700 text-brand-800 bg-white hover:bg-brand-50",
        ghost: "text-brand-800 hover:bg-brand-50",
        link: "text-brand-700 underline underline-offset-4 hover:text-brand-900 rounded-none",
      },
      size: {
        // A minimum height, not a fixed one: a label that wraps to two lines on a 360 px screen grows
        // the pill instead of spilling over its edges (issue 22 §13).
        sm: "min-h-9 px-4 py-1.5 text-sm leading-tight",
        md: "min-h-11 px-6 py-2 leading-tight",
        lg: "min-h-12 px-8 py-2 text-lg leading-tight",
        icon: "h-11 w-11",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

/** A <button>. A link that looks like one is a ButtonLink (or, outside the router, `className={buttonVariants(…)}`). */
export function Button({ className, variant, size, type = "button", ...props }: ButtonProps) {
  return <button className={buttonVariants({ variant, size, className })} type={type} {...props} />;
}

type ButtonLinkProps = ComponentProps<typeof SiteLink> & VariantProps<typeof buttonVariants>;

/** An in-site link that looks like a button. */
export function ButtonLink({ className, variant, size, ...props }: ButtonLinkProps) {
  return <SiteLink className={buttonVariants({ variant, size, className })} {...props} />;
}
