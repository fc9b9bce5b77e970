import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { markdownToPlainText, parseMarkdown } from "#domain/markdown.ts";

import { Markdown } from "./markdown.tsx";

const html = (text: string) => renderToStaticMarkup(<Markdown text={text} />);

describe("Markdown subset", () => {
  it("draws paragraphs, line breaks, bold, italic, safe links and bullet lists", () => {
    const out = html(
      "Primeiro **forte** e *leve*\nnova linha\n\nVeja [o site](https://exemplo.com.br) ou [escreva](mailto:ana@exemplo.com.br)\n\n- um\n- dois",
    );
    expect(out).toBe(
      '<div class="space-y-3"><p>Primeiro <strong>forte</strong> e <em>leve</em><br/>nova linha</p>' +
        '<p>Veja <a href="https://exemplo.com.br" class="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900" rel="noopener noreferrer nofollow">o site</a>' +
        ' ou <a href="mailto:ana@exemplo.com.br" class="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900">escreva</a></p>' +
        '<ul class="list-disc space-y-1 pl-6"><li>um</li><li>dois</li></ul></div>',
    );
  });

  it("shows <script> and any raw HTML as the characters typed, never as elements", () => {
    const out = html('<script>alert(1)</script> <img src=x onerror="alert(2)"> <a href="javascript:alert(3)">x</a>');
    expect(out).not.toMatch(/<script|<img|<a /);
    expect(out).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(out).toContain("&lt;img src=x onerror=&quot;alert(2)&quot;&gt;");
  });

  it("drops links that are not https, mailto: or tel:, keeping their words", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<b>x</b>",
      "http://exemplo.com.br",
      "vbscript:x",
      "//exemplo.com.br",
      "mailto:%E0",
    ]) {
      const out = html(`clique [aqui](${href}) agora`);
      expect(out, href).not.toContain("<a");
      expect(out, href).toContain("clique aqui agora");
    }
  });

  it("keeps unbalanced or stray markers as text and does not nest links", () => {
    expect(html("**sem fim e *também")).toBe('<div class="space-y-3"><p>**sem fim e *também</p></div>');
    expect(html("2 * 3 * 4")).toBe('<div class="space-y-3"><p>2 * 3 * 4</p></div>');
    expect(html("[[dentro](https://a.com.br)](https://b.com.br)")).not.toContain('href="https://b.com.br"');
    expect(html("[sem fechar](https://a.com.br")).toBe('<div class="space-y-3"><p>[sem fechar](https://a.com.br</p></div>');
    // Deep nesting stops at a fixed depth and the rest is text, without throwing.
    const deep = "**".repeat(50) + "x" + "**".repeat(50);
    expect(() => html(deep)).not.toThrow();
  });

  it("a list and a paragraph in one block are split; blank input draws nothing", () => {
    expect(parseMarkdown("Lista:\n- a\n* b\ndepois")).toEqual([
      { type: "paragraph", children: [{ type: "text", text: "Lista:" }] },
      { type: "list", items: [[{ type: "text", text: "a" }], [{ type: "text", text: "b" }]] },
      { type: "paragraph", children: [{ type: "text", text: "depois" }] },
    ]);
    expect(parseMarkdown(" \n\n \r\n")).toEqual([]);
  });

  it("plain text drops the markers for meta descriptions", () => {
    expect(markdownToPlainText("Um **dois** [três](javascript:x)\n\n- quatro\n- cinco")).toBe("Um dois três quatro; cinco");
  });
});
