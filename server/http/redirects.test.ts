import { Hono } from "hono";
import pino from "pino";
import { describe, expect, it } from "vitest";

import { hasForeignCallback, siteRedirectsOnly } from "./redirects.ts";

const SITE = "https://essencia.example";
const GOOGLE = "https://accounts.google.com/o/oauth2/v2/auth";

describe("hasForeignCallback", () => {
  const post = (body: unknown) =>
    new Request(`${SITE}/api/auth/sign-in/social`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  it("lets the site's own callbacks through, in the query and in a JSON body, and leaves the body readable", async () => {
    expect(await hasForeignCallback(new Request(`${SITE}/api/auth/verify-email?token=t&callbackURL=%2F%3Fconfirmado%3D1`), SITE)).toBe(false);
    expect(await hasForeignCallback(new Request(`${SITE}/api/auth/reset-password/t?callbackURL=${encodeURIComponent(`${SITE}/redefinir-senha`)}`), SITE)).toBe(
      false,
    );
    const request = post({ provider: "google", callbackURL: "/soul-compass", errorCallbackURL: "/?erro=google" });
    expect(await hasForeignCallback(request, SITE)).toBe(false);
    expect(await request.json()).toMatchObject({ provider: "google" });
    expect(await hasForeignCallback(new Request(`${SITE}/api/auth/get-session`), SITE)).toBe(false);
  });

  it.each(["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"])(
    "refuses a %s that leaves the site, in the query or the body",
    async (field) => {
      expect(await hasForeignCallback(new Request(`${SITE}/api/auth/verify-email?${field}=${encodeURIComponent("/..//evil.example")}`), SITE)).toBe(true);
      expect(await hasForeignCallback(post({ provider: "google", [field]: "/..//evil.example" }), SITE)).toBe(true);
      expect(await hasForeignCallback(post({ provider: "google", [field]: { href: "/" } }), SITE)).toBe(true);
    },
  );

  it("refuses a second callbackURL hidden behind a good one", async () => {
    expect(await hasForeignCallback(new Request(`${SITE}/api/auth/verify-email?callbackURL=%2F&callbackURL=%2F%2Fevil.example`), SITE)).toBe(true);
  });
});

describe("siteRedirectsOnly", () => {
  function appRedirectingTo(location: string, external: string[] = []) {
    const app = new Hono();
    app.use(siteRedirectsOnly(SITE, external, pino({ level: "silent" })));
    app.get("/", (c) => {
      c.header("set-cookie", "essencia.session_token=abc; Path=/; HttpOnly");
      return c.body("indo…", 302, { location });
    });
    return app;
  }
  const locationOf = async (location: string, external?: string[]) => {
    const response = await appRedirectingTo(location, external).request(`${SITE}/`);
    return { status: response.status, location: response.headers.get("location") };
  };

  it.each(["/client-area", "/?confirmado=1", `${SITE}/redefinir-senha?token=t`, "/..//evil.example"])(
    "keeps %j: the browser resolves it on the site",
    async (location) => {
      expect(await locationOf(location)).toEqual({ status: 302, location });
    },
  );

  it.each(["//evil.example", "/\\evil.example", "https://evil.example/", "http://essencia.example/", "javascript:alert(1)", `${GOOGLE}?client_id=x`])(
    "replaces %j with the home page, keeping the other headers",
    async (location) => {
      const response = await appRedirectingTo(location).request(`${SITE}/`);
      expect([response.status, response.headers.get("location"), await response.text()]).toEqual([302, "/", ""]);
      expect(response.headers.get("set-cookie")).toContain("essencia.session_token=abc");
    },
  );

  it("lets Google's authorize endpoint through when it is configured, and nothing else on Google's origin", async () => {
    expect(await locationOf(`${GOOGLE}?client_id=x&state=y`, [GOOGLE])).toEqual({ status: 302, location: `${GOOGLE}?client_id=x&state=y` });
    expect(await locationOf("https://accounts.google.com/logout", [GOOGLE])).toEqual({ status: 302, location: "/" });
  });
});
