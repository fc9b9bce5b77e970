import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import ArrowRight from "./arrow-right.tsx";

describe("ícones", () => {
  it("desenham as formas do Lucide num só <svg>, escondido dos leitores de tela, com a classe de quem o usa", () => {
    expect(renderToStaticMarkup(<ArrowRight className="h-4 w-4" aria-hidden="true" />)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" ' +
        'stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-arrow-right h-4 w-4" aria-hidden="true">' +
        '<path d="M5 12h14"/><path d="m12 5 7 7-7 7"/></svg>',
    );
    expect(renderToStaticMarkup(<ArrowRight />)).toContain('class="lucide lucide-arrow-right" aria-hidden="true"');
  });
});
