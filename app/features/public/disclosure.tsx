import { clsx } from "clsx";
import { useId, useState } from "react";

import ChevronDown from "#app/components/icons/chevron-down.tsx";
import { MarkdownBlocks } from "#app/components/markdown.tsx";
import type { FaqItem } from "#domain/content/club.ts";
import { expandLabels } from "#domain/content/home.ts";

/**
 * Long text that shows its first paragraph and a 'Ler mais' toggle. The rest is
 * in the HTML from the start (hidden), so crawlers and link previews read it all.
 */
/** Staff's paragraphs (each in the Markdown subset, app/components/markdown.tsx): the first shown, the rest behind 'Ler mais'. */
export function ExpandableText({ paragraphs, className }: { paragraphs: readonly string[]; className?: string }) {
  const [open, setOpen] = useState(false);
  const restId = useId();
  const [first, ...rest] = paragraphs;
  return (
    <div className={clsx("space-y-4 text-lg leading-relaxed text-slate-800", className)}>
      <MarkdownBlocks texts={first === undefined ? [] : [first]} />
      <div id={restId} hidden={!open} className="space-y-4">
        <MarkdownBlocks texts={rest} />
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={restId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-1 rounded-md text-base font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        {open ? expandLabels.less : expandLabels.more}
        <ChevronDown className={clsx("h-4 w-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * The WAI-ARIA accordion pattern: each question is a button in a heading that
 * opens its answer; answers stay in the HTML (hidden) for search engines.
 */
export function FaqAccordion({ items, headingLevel = 3 }: { items: readonly FaqItem[]; headingLevel?: 3 | 4 }) {
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="divide-y divide-brand-100 rounded-2xl border border-brand-100 bg-white">
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question}>
            <Heading className="font-sans text-base text-slate-900">
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold hover:bg-brand-50"
              >
                {item.question}
                <ChevronDown className={clsx("h-5 w-5 shrink-0 text-brand-700 transition-transform", open && "rotate-180")} aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-5 pb-5 text-slate-700">
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
