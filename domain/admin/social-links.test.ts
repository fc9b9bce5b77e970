import { describe, expect, it } from "vitest";

import { isForeignNetworkAddress, socialMediaEntries, socialMediaHref } from "./social-links.ts";

describe("socialMediaHref: every plausible entry becomes a safe link", () => {
  it.each([
    // Web addresses as typed, with or without the scheme.
    ["website", "https://luz.exemplo.org.br/", "https://luz.exemplo.org.br/"],
    ["website", "http://luz.exemplo.org.br/agenda?dia=1", "http://luz.exemplo.org.br/agenda?dia=1"],
    ["website", "www.site.com.br", "https://www.site.com.br/"],
    ["website", "site.com.br/página", "https://site.com.br/p%C3%A1gina"],
    ["youtube", "youtube.com/c/x", "https://youtube.com/c/x"],
    ["youtube", "https://www.youtube.com/watch?v=abc", "https://www.youtube.com/watch?v=abc"],
    ["facebook", "facebook.com/x", "https://facebook.com/x"],
    ["facebook", "m.facebook.com/terapeuta", "https://m.facebook.com/terapeuta"],
    ["linkedin", "linkedin.com/in/maria-luz", "https://linkedin.com/in/maria-luz"],
    ["instagram", "instagram.com/terapeuta.luz", "https://instagram.com/terapeuta.luz"],
    ["instagram", "  @terapeuta.luz  ", "https://www.instagram.com/terapeuta.luz/"],
    // Bare handles, to each network's profile.
    ["instagram", "@terapeuta.luz", "https://www.instagram.com/terapeuta.luz/"],
    ["instagram", "terapeuta.luz", "https://www.instagram.com/terapeuta.luz/"],
    ["youtube", "@CanalDaLuz", "https://www.youtube.com/@CanalDaLuz"],
    ["youtube", "CanalDaLuz", "https://www.youtube.com/@CanalDaLuz"],
    ["facebook", "terapeuta.luz", "https://www.facebook.com/terapeuta.luz"],
    ["linkedin", "maria-luz", "https://www.linkedin.com/in/maria-luz"],
    ["instagram", "@joão.cura", "https://www.instagram.com/jo%C3%A3o.cura/"],
    ["facebook", "https://fb.com/terapeuta", "https://fb.com/terapeuta"],
    ["facebook", "fb.me/terapeuta", "https://fb.me/terapeuta"],
    ["youtube", "https://youtu.be/abc", "https://youtu.be/abc"],
  ] as const)("%s %j → %s", (key, value, href) => {
    expect(socialMediaHref(key, value)).toBe(href);
  });

  it.each([
    ["youtube", "javascript:alert(1)"],
    ["website", "JavaScript:alert(document.cookie)"],
    ["website", "data:text/html,<script>alert(1)</script>"],
    ["website", "vbscript:msgbox(1)"],
    ["website", "file:///etc/passwd"],
    ["website", "mailto:a@b.com"],
    ["instagram", "java\tscript:alert(1)"],
    ["website", "//evil.example.com/x"],
    ["website", "https://user:senha@evil.example.com/"],
    ["website", "http://localhost:3000/"],
    ["website", "https://exemplo.com/a b"],
    ["website", 'https://exemplo.com/"onmouseover="x'],
    ["website", "minhapagina"],
    ["website", "@minhapagina"],
    ["instagram", "Instagram: @maria"],
    // A network's entry links only to that network's own domains.
    ["facebook", "https://evil.example/facebook.com"],
    ["facebook", "https://facebook.com.evil.example/x"],
    ["facebook", "https://notfacebook.com/x"],
    ["facebook", "www.terapeuta.luz"],
    ["instagram", "mariaterapias.com.br"],
    ["linkedin", "https://golpe.example/in/maria"],
    ["instagram", ""],
    ["instagram", "   "],
  ] as const)("%s %j stays text", (key, value) => {
    expect(socialMediaHref(key, value)).toBeNull();
  });

  it("never yields anything but an https or http address", () => {
    const tries = ["javascript:alert(1)", "JAVASCRIPT:x", " javascript:x", "\u0000javascript:x", "jav&#x09;ascript:x", "https:javascript:x", "@a", "a.b"];
    for (const key of ["instagram", "youtube", "facebook", "linkedin", "website"] as const)
      for (const value of tries) {
        const href = socialMediaHref(key, value);
        if (href !== null) expect(new URL(href).protocol).toMatch(/^https?:$/);
      }
  });

  it("lists the entries given, trimmed, in a fixed order with their labels", () => {
    expect(socialMediaEntries({ website: " https://x.com.br ", instagram: "@a", youtube: "  " })).toEqual([
      { key: "instagram", label: "Instagram", value: "@a" },
      { key: "website", label: "Site", value: "https://x.com.br" },
    ]);
  });
});

describe("isForeignNetworkAddress: what the club sign-up refuses in a network's field", () => {
  it("refuses an address on another domain, keeps handles, the network's own addresses and any site", () => {
    for (const value of ["https://evil.example/x", "www.golpe.com.br", "golpe.com/pagina", "facebook.com.evil.example/x"]) {
      expect(isForeignNetworkAddress("facebook", value), value).toBe(true);
    }
    for (const value of ["terapeuta.luz", "@terapeuta", "facebook.com/terapeuta", "https://m.facebook.com/x", "fb.me/x", "", "Minha Página"]) {
      expect(isForeignNetworkAddress("facebook", value), value).toBe(false);
    }
    expect(isForeignNetworkAddress("website", "https://qualquer.example/")).toBe(false);
  });
});
