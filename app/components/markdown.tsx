import { clsx } from "clsx";
import type { ReactNode } from "react";

import { type MarkdownBlock, type MarkdownInline, parseMarkdown } from "#domain/markdown.ts";

// Staff's texts in the Markdown subset (domain/markdown.ts) drawn as React elements: every piece of
// text goes through React, which escapes it; no HTML string is ever built or injected.

function inline(nodes: MarkdownInline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case "text":
        return node.text;
      case "break":
        return <br key={index} />;
      case "strong":
        return <strong key={index}>{inline(node.children)}</strong>;
      case "em":
        return <em key={index}>{inline(node.children)}</em>;
      case "link": {
        const external = node.href.startsWith("https://");
        return (
          <a
            key={index}
            href={node.href}
            className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
            {...(external ? { rel: "noopener noreferrer nofollow" } : {})}
          >
            {inline(node.children)}
          </a>
        );
      }
    }
  });
}

function block(node: MarkdownBlock, index: number) {
  return node.type === "paragraph" ? (
    <p key={index}>{inline(node.children)}</p>
  ) : (
    <ul key={index} className="list-disc space-y-1 pl-6">
      {node.items.map((item, i) => (
        <li key={i}>{inline(item)}</li>
      ))}
    </ul>
  );
}

/** One text in the Markdown subset: paragraphs and lists inside a div carrying `className`. */
export function Markdown({ text, className }: { text: string; className?: string }) {
  return <div className={clsx("space-y-3", className)}>{parseMarkdown(text).map(block)}</div>;
}

/** Several texts (paragraph strings as stored), each in the Markdown subset, as one flow of blocks. */
export function MarkdownBlocks({ texts }: { texts: readonly string[] }) {
  return <>{texts.flatMap((text) => parseMarkdown(text)).map(block)}</>;
}
