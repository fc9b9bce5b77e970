import { describe, expect, it } from "vitest";

import { formatAddress } from "./address.ts";
import { mailtoLink, MOVEMENT_PATH, MOVEMENT_SLUG, SITE_DEFAULTS as site, telLink, whatsappLink, youtubeEmbedUrl, youtubeWatchUrl } from "./site.ts";

describe("whatsappLink", () => {
  it("builds a wa.me link with the text encoded", () => {
    expect(whatsappLink("5541900000000", "Olá! Quero o curso Almas Gêmeas & mais")).toBe(
      "https://wa.me/5541900000000?text=Ol%C3%A1!%20Quero%20o%20curso%20Almas%20G%C3%AAmeas%20%26%20mais",
    );
  });

  it("strips formatting from the number and omits an empty text", () => {
    expect(whatsappLink("+55 (41) 90000-0000")).toBe("https://wa.me/5541900000000");
  });

  it("round-trips the text through URL parsing", () => {
    const text = "Olá, tenho interesse: Mapa da Alma (R$ 49,00)?";
    expect(new URL(whatsappLink(site.whatsapp.main, text)).searchParams.get("text")).toBe(text);
  });
});

describe("mailtoLink", () => {
  it("encodes the subject with %20 rather than +", () => {
    expect(mailtoLink("contato@exemplo.org.br", "Interesse no curso Almas Gêmeas")).toBe(
      "mailto:contato@exemplo.org.br?subject=Interesse%20no%20curso%20Almas%20G%C3%AAmeas",
    );
  });

  it("omits an absent subject", () => {
    expect(mailtoLink("contato@exemplo.org.br")).toBe("mailto:contato@exemplo.org.br");
  });
});

describe("other links", () => {
  it("builds YouTube URLs on the privacy-enhanced host for embeds", () => {
    expect(youtubeEmbedUrl("abcDEF12345")).toBe("https://www.youtube-nocookie.com/embed/abcDEF12345");
    expect(youtubeWatchUrl("abcDEF12345")).toBe("https://www.youtube.com/watch?v=abcDEF12345");
  });

  it("adds the country code to tel links when missing", () => {
    expect(telLink("(41) 3000-0000")).toBe("tel:+554130000000");
    expect(telLink("+55 41 3000-0000")).toBe("tel:+554130000000");
  });
});

describe("site config", () => {
  it("derives the movement route from the slug", () => {
    expect(MOVEMENT_SLUG).toBe("essencia");
    expect(MOVEMENT_PATH).toBe("/movimento-essencia");
  });

  it("stores WhatsApp numbers as digits with country code 55", () => {
    for (const number of Object.values(site.whatsapp)) expect(number).toMatch(/^55\d{10,11}$/);
  });

  it("has a YouTube-shaped anthem id and a WhatsApp group invite", () => {
    expect(site.anthemVideoId).toMatch(/^[\w-]{11}$/);
    expect(site.communityGroupUrl).toMatch(/^https:\/\/chat\.whatsapp\.com\//);
  });

  it("formats the headquarters address on one line", () => {
    expect(formatAddress(site.headquarters)).toBe("Rua Exemplo, 123 – Centro, Curitiba/PR – CEP 80000-000");
  });
});
