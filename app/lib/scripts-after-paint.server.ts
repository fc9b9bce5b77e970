// The page's JavaScript waits for the page to be seen (issue 23, docs/decisions/064). React Router
// preloads every module of the page from <head> and imports them from an inline module script:
// ~140 KiB that share a slow link with the stylesheet and the hero image, so on a phone the first
// paint and the largest image wait for code that only makes the page interactive. Here the module
// preloads leave <head> for the inert script's `data-preload`, the module script is made inert,
// and one small script at the end of <body> runs it once the first contentful paint was presented
// and the page's largest image (the one with fetchpriority="high") has arrived, or after 3 s,
// whichever is first. The inert script's text is run unchanged, so the CSP allows it by the same
// nonce, or by the same hash on kept pages (server/page-cache.ts).

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script([^>]*) type="module" async="">/g;
export const INERT_TYPE = "text/x-module-after-paint";
/** After this long the page hydrates even if it never painted (a tab opened in the background) or its image never came. */
const FALLBACK_MS = 3000;

// Plain browser JavaScript, written out as it is sent (a bundler's helpers must not reach it).
const LOADER = `(() => {
  const inert = document.querySelector('script[type="${INERT_TYPE}"]');
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    for (const href of inert.dataset.preload.split(" ")) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = inert.nonce;
    script.textContent = inert.textContent;
    document.body.append(script);
  };
  const painted = new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(resolve));
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      resolve();
    }).observe({ type: "paint", buffered: true });
  });
  const img = document.querySelector('img[fetchpriority="high"]');
  const arrived = !img || img.complete ? null : new Promise((resolve) => {
    img.addEventListener("load", resolve);
    img.addEventListener("error", resolve);
  });
  Promise.all([painted, arrived]).then(run);
  setTimeout(run, ${FALLBACK_MS});
})();`;

/**
 * The document as React Router wrote it, with its modules loaded after the first paint, in the
 * pieces it is sent in: slices of the rendered page around what changes. Joined into one string, a
 * page of 64 K characters or more costs V8 ~0.7 ms to flatten (/courses: an eighth of its render);
 * the response writes each piece as bytes instead.
 */
export function scriptsAfterPaint(html: string, nonce: string | undefined): string[] {
  const headEnd = html.indexOf("</head>");
  const bodyEnd = html.lastIndexOf("</body>");
  MODULE_SCRIPT.lastIndex = headEnd;
  const script = headEnd < 0 ? null : MODULE_SCRIPT.exec(html);
  // A page without React Router's module script (none today) is left as it is.
  if (!script || bodyEnd < 0 || script.index > bodyEnd) return [html];
  // React hoists the preloads into <head>: only it is searched for them.
  const preloads: string[] = [];
  const head = html.slice(0, headEnd).replace(MODULE_PRELOAD, (_, href: string) => {
    preloads.push(href);
    return "";
  });
  return [
    head,
    html.slice(headEnd, script.index),
    `<script${script[1]} type="${INERT_TYPE}" data-preload="${preloads.join(" ")}">`,
    html.slice(script.index + script[0].length, bodyEnd),
    `<script${nonce ? ` nonce="${nonce}"` : ""}>${LOADER}</script>`,
    html.slice(bodyEnd),
  ];
}

/** The modules a page loads to come alive: what its inert script preloads (for tests and bench/web.ts). */
export function modulesOf(html: string): string[] {
  return (
    html
      .match(/ data-preload="([^"]*)"/)?.[1]
      .split(" ")
      .filter(Boolean) ?? []
  );
}
