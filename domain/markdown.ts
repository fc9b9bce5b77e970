/**
 * The small Markdown subset staff may write in the founder's and institute's texts and in the
 * catalogue's descriptions: paragraphs (a blank line), line breaks, **bold**, *italic*,
 * [links](https://…) that pass isSafeLink, and bullet lists ("- " or "* " at the start of a line).
 *
 * It parses into a tree the page draws as React elements (app/components/markdown.tsx): there is no
 * HTML anywhere on the way, so `<script>` or any tag is shown as the characters typed. A marker
 * without its closing pair stays as text; a link to anything but https, mailto: or tel: keeps only
 * its words.
 */
import { isSafeLink } from "./links.ts";

export type MarkdownInline =
  | { type: "text"; text: string }
  | { type: "break" }
  | { type: "strong"; children: MarkdownInline[] }
  | { type: "em"; children: MarkdownInline[] }
  | { type: "link"; href: string; children: MarkdownInline[] };

export type MarkdownBlock = { type: "paragraph"; children: MarkdownInline[] } | { type: "list"; items: MarkdownInline[][] };

const BULLET = /^\s*[-*]\s+(.*)$/;
const LINK = /^\[([^\]\n]{1,500})\]\(((?:[^()\s]|\([^()\s]*\)){1,2000})\)/;
/** What may start a break, emphasis or a link. */
const MARKER = /[\n*[]/g;
/** Bold inside italic inside a link is as deep as it goes; deeper markers stay text. */
const MAX_DEPTH = 4;

export function parseMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  const chunks = source
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((chunk) => chunk.replace(/^\n+|\n+$/g, ""))
    .filter((chunk) => chunk.trim() !== "");
  for (const chunk of chunks) {
    let paragraph: string[] = [];
    let list: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ type: "paragraph", children: parseInline(paragraph.map((l) => l.trim()).join("\n")) });
      if (list.length) blocks.push({ type: "list", items: list.map((item) => parseInline(item.trim())) });
      paragraph = [];
      list = [];
    };
    for (const line of chunk.split("\n")) {
      const bullet = BULLET.exec(line);
      if (bullet && bullet[1].trim() !== "") {
        if (paragraph.length) flush();
        list.push(bullet[1]);
      } else {
        if (list.length) flush();
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}

/** One paragraph's text: breaks, bold, italic and links; anything else is text. */
export function parseInline(text: string, depth = 0, inLink = false): MarkdownInline[] {
  const out: MarkdownInline[] = [];
  let plain = "";
  const pushText = () => {
    if (plain) out.push({ type: "text", text: plain });
    plain = "";
  };
  let i = 0;
  while (i < text.length) {
    // Up to the next character that may start something, the text is plain.
    MARKER.lastIndex = i;
    const next = MARKER.exec(text)?.index ?? text.length;
    if (next > i) {
      plain += text.slice(i, next);
      i = next;
      continue;
    }
    if (text[i] === "\n") {
      pushText();
      out.push({ type: "break" });
      i++;
      continue;
    }
    if (depth < MAX_DEPTH && text.startsWith("**", i)) {
      const close = text.indexOf("**", i + 2);
      if (close > i + 2) {
        pushText();
        out.push({ type: "strong", children: parseInline(text.slice(i + 2, close), depth + 1, inLink) });
        i = close + 2;
        continue;
      }
    } else if (depth < MAX_DEPTH && text[i] === "*" && text[i + 1] !== " ") {
      const close = closingStar(text, i + 1);
      if (close > i + 1) {
        pushText();
        out.push({ type: "em", children: parseInline(text.slice(i + 1, close), depth + 1, inLink) });
        i = close + 1;
        continue;
      }
    } else if (!inLink && depth < MAX_DEPTH && text[i] === "[") {
      const link = LINK.exec(text.slice(i));
      if (link) {
        pushText();
        const [whole, label, href] = link;
        const children = parseInline(label, depth + 1, true);
        if (isSafeLink(href)) out.push({ type: "link", href, children });
        else out.push(...children);
        i += whole.length;
        continue;
      }
    }
    plain += text[i];
    i++;
  }
  pushText();
  return out;
}

/** The next single '*' (not part of '**') after `from`, or -1. */
function closingStar(text: string, from: number): number {
  for (let j = from; j < text.length; j++) {
    if (text[j] !== "*") continue;
    if (text[j + 1] === "*") {
      j++;
      continue;
    }
    return text[j - 1] === " " ? -1 : j;
  }
  return -1;
}

/** The words a reader sees, without markers: for meta descriptions, JSON-LD and cut card texts. */
export function markdownToPlainText(source: string): string {
  const inline = (nodes: MarkdownInline[]): string => nodes.map((n) => (n.type === "text" ? n.text : n.type === "break" ? " " : inline(n.children))).join("");
  return parseMarkdown(source)
    .map((block) => (block.type === "paragraph" ? inline(block.children) : block.items.map(inline).join("; ")))
    .join(" ");
}
