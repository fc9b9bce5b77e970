import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";

import { afterEach, describe, expect, it, vi } from "vitest";

import { createPageCache, inlineScriptHashes, NONCE_PLACEHOLDER, SCRIPT_HASHES_HEADER, withScriptHashes } from "./page-cache.ts";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

function page(cacheControl: string | null, extra: Record<string, string> = {}) {
  let renders = 0;
  return vi.fn(async (nonce: string | undefined) => {
    renders++;
    const headers: Record<string, string> = { "content-type": "text/html; charset=utf-8", ...extra };
    if (cacheControl) headers["cache-control"] = cacheControl;
    return new Response(`<p>página</p><script nonce="${nonce}">render(${renders})</script>`, { status: 200, headers });
  });
}

const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://site.test${path}`, { headers });

afterEach(() => vi.useRealTimers());

describe("anonymous page cache", () => {
  it("renders a shareable page once, without a nonce, and allows its script by hash", async () => {
    const cache = createPageCache();
    const render = page("public, max-age=0, s-maxage=30");
    const first = await cache.serve(get("/"), "nonceA", render);
    const second = await cache.serve(get("/"), "nonceB", render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenCalledWith(NONCE_PLACEHOLDER);
    for (const res of [first, second]) {
      expect(await res.text()).toBe("<p>página</p><script>render(1)</script>");
      expect(res.headers.get(SCRIPT_HASHES_HEADER)).toBe(sha("render(1)"));
    }
  });

  it("sends the kept page gzipped to browsers that accept it", async () => {
    const cache = createPageCache();
    const render = page("public, s-maxage=30");
    const res = await cache.serve(get("/", { "accept-encoding": "gzip, br" }), "n", render);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe("<p>página</p><script>render(1)</script>");
  });

  it("does not keep a render that began before clear(): the next visitor gets the saved content", async () => {
    const cache = createPageCache();
    const render = page("public, s-maxage=30");
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // A visitor's render starts, then staff save (clear) while it is still running.
    const slow = cache.serve(get("/clube"), "n1", async (nonce) => {
      await gate;
      return render(nonce);
    });
    await Promise.resolve();
    cache.clear();
    release();
    expect(await (await slow).text()).toContain("render(1)");
    expect(await (await cache.serve(get("/clube"), "n2", render)).text()).toContain("render(2)");
  });

  it("renders afresh after s-maxage", async () => {
    vi.useFakeTimers();
    const cache = createPageCache();
    const render = page("public, s-maxage=10");
    await cache.serve(get("/"), "n1", render);
    vi.advanceTimersByTime(11_000);
    expect(await (await cache.serve(get("/"), "n2", render)).text()).toContain("render(2)");
  });

  it("never serves a kept page to a signed-in person, nor keeps a query string", async () => {
    const cache = createPageCache();
    const render = page("public, s-maxage=30");
    await cache.serve(get("/"), "n1", render);
    const signedIn = await cache.serve(get("/", { cookie: "essencia.session_token=abc" }), "n2", render);
    expect(await signedIn.text()).toBe('<p>página</p><script nonce="n2">render(2)</script>');
    expect(signedIn.headers.has(SCRIPT_HASHES_HEADER)).toBe(false);
    await cache.serve(get("/?entrar=1"), "n3", render);
    await cache.serve(get("/?entrar=1"), "n4", render);
    expect(render).toHaveBeenCalledTimes(4);
  });

  it("does not keep pages that forbid shared caching or set cookies, and gives them the request's nonce", async () => {
    for (const render of [page(null), page("no-store"), page("private, s-maxage=30"), page("public, s-maxage=30", { "set-cookie": "a=b" })]) {
      const cache = createPageCache();
      const one = await cache.serve(get("/products"), "n1", render);
      const two = await cache.serve(get("/products"), "n2", render);
      expect(render).toHaveBeenCalledTimes(2);
      expect(await one.text()).toBe('<p>página</p><script nonce="n1">render(1)</script>');
      expect(await two.text()).toBe('<p>página</p><script nonce="n2">render(2)</script>');
      expect(two.headers.has(SCRIPT_HASHES_HEADER)).toBe(false);
    }
  });

  it("shares one render among concurrent misses", async () => {
    const cache = createPageCache();
    const render = page("public, s-maxage=30");
    const bodies = await Promise.all(["a", "b", "c"].map(async (n) => (await cache.serve(get("/"), n, render)).text()));
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(bodies)).toEqual(new Set(["<p>página</p><script>render(1)</script>"]));
  });

  it("passes POST and non-HTML responses through untouched", async () => {
    const cache = createPageCache();
    const render = vi.fn(async () => new Response("{}", { headers: { "content-type": "application/json", "cache-control": "s-maxage=30" } }));
    await cache.serve(new Request("http://site.test/x", { method: "POST" }), "n", render);
    await cache.serve(get("/x.data"), "n", render);
    await cache.serve(get("/x.data"), "n", render);
    expect(render).toHaveBeenCalledTimes(3);
  });
});

describe("script hashes in the CSP", () => {
  it("hashes inline scripts only (not external ones, not JSON-LD data)", () => {
    const html =
      '<script src="/a.js"></script><script type="module">import "/b.js";</script><script type="application/ld+json">{"@type":"Organization"}</script><script>x=1</script>';
    expect(inlineScriptHashes(html)).toBe(`${sha('import "/b.js";')} ${sha("x=1")}`);
  });

  it("replaces the nonce source with the hashes", () => {
    expect(withScriptHashes("default-src 'self'; script-src 'self' 'nonce-abc=='; object-src 'none'", "'sha256-x'")).toBe(
      "default-src 'self'; script-src 'self' 'sha256-x'; object-src 'none'",
    );
  });
});
