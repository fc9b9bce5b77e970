import { describe, expect, it } from "vitest";

import { INERT_TYPE, modulesOf, scriptsAfterPaint } from "./scripts-after-paint.server.ts";

// A document as React Router and React write it (trimmed): preloads hoisted into <head>, the
// context script, the module script that imports the page, the data stream.
const MODULE_TEXT = `;\nimport * as route0 from "/assets/root-1.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-1.js");`;
const page = (nonce: string) =>
  `<!DOCTYPE html><html lang="pt-BR"><head><link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="${nonce}"/><link rel="modulepreload" href="/assets/react-1.js" nonce="${nonce}"/>` +
  `<link rel="modulepreload" href="/assets/root-1.js" nonce="${nonce}"/></head><body><main><img src="/art/hero.svg" fetchPriority="high"/></main>` +
  `<script nonce="${nonce}">window.__reactRouterContext = {};</script><script nonce="${nonce}" type="module" async="">${MODULE_TEXT}</script>` +
  `<script nonce="${nonce}">window.__reactRouterContext.streamController.close();</script></body></html>`;

describe("scripts depois da primeira pintura", () => {
  const html = scriptsAfterPaint(page("abc"), "abc").join("");

  it("tira do <head> os módulos pré-carregados e os guarda, na ordem, no script inerte", () => {
    expect(html.slice(0, html.indexOf("</head>"))).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-1.css"');
    expect(modulesOf(html)).toEqual(["/assets/entry.client-1.js", "/assets/react-1.js", "/assets/root-1.js"]);
  });

  it("torna inerte o script de módulo sem mudar o texto que a CSP autoriza, e o carregador leva o nonce da página", () => {
    expect(html).not.toMatch(/<script[^>]* type="module"/);
    const inert = html.match(/<script nonce="abc" type="([^"]+)" data-preload="[^"]*">([\s\S]*?)<\/script>/);
    expect(inert?.[1]).toBe(INERT_TYPE);
    expect(inert?.[2]).toBe(MODULE_TEXT);
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.at(-1)).toBe(' nonce="abc"');
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
    // The loader waits for the page's largest image and has a way out if it never paints.
    expect(html).toContain(`img[fetchpriority="high"]`);
    expect(html).toContain("setTimeout(run, 3000)");
  });

  it("sem nonce (página guardada, autorizada por hash) o carregador sai sem o atributo e é o mesmo em toda página", () => {
    const kept = scriptsAfterPaint(page("x").replaceAll(' nonce="x"', ""), undefined).join("");
    const loader = (doc: string) => doc.match(/<script(?: nonce="abc")?>(\(\(\) => [\s\S]*?)<\/script><\/body>/)?.[1];
    expect(loader(kept)).toBeTruthy();
    expect(loader(kept)).toBe(loader(html));
  });

  it("um documento sem o script de módulo do React Router fica como está", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>erro</p></body></html>";
    expect(scriptsAfterPaint(plain, "abc")).toEqual([plain]);
    // A module script after </body> is not one React Router wrote: the page stays as it is too.
    const late = plain.replace("</html>", '<script type="module" async=""></script></html>');
    expect(scriptsAfterPaint(late, "abc")).toEqual([late]);
    expect(modulesOf(plain)).toEqual([]);
  });
});
