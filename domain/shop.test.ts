import { describe, expect, it } from "vitest";

import { isHttpsUrl, PRODUCT_FALLBACK_ART, productImage, safePaymentLink } from "./shop.ts";

describe("payment links", () => {
  it("sells only through https links with a real host", () => {
    expect(safePaymentLink(" https://pag.exemplo.org.br/a?b=1 ")).toBe("https://pag.exemplo.org.br/a?b=1");
    expect(safePaymentLink("HTTPS://Pag.Exemplo.org.br")).toBe("https://pag.exemplo.org.br/");
    for (const bad of [
      null,
      "",
      "   ",
      "http://pag.exemplo.org.br/",
      "javascript:alert(1)",
      "data:text/html,oi",
      "ftp://pag.exemplo.org.br/",
      "pag.exemplo.org.br",
      "https://localhost/pagar",
      "https://user:pass@pag.exemplo.org.br/",
      "https://pag.exemplo.org.br@golpe.example/",
      "https://10.0.0.1/pagar",
      "https://0x7f.0.0.1/pagar",
      "https://2130706433/pagar",
      "https://[::1]/pagar",
      "https://[2001:db8::1]/pagar",
    ]) {
      expect(safePaymentLink(bad), String(bad)).toBeNull();
    }
  });

  it("is the same rule the product form applies", () => {
    expect(isHttpsUrl("https://pag.exemplo.org.br/x")).toBe(true);
    for (const bad of ["http://pag.exemplo.org.br/x", "https://semponto", "https://", "//pag.exemplo.org.br"]) expect(isHttpsUrl(bad), bad).toBe(false);
  });
});

describe("product pictures", () => {
  it("shows our own artwork, never a picture from another host", () => {
    expect(productImage("/art/nucleus-3.svg")).toBe("/art/nucleus-3.svg");
    for (const other of ["https://imagens.exemplo.com/a.png", "//cdn.exemplo.com/a.svg", "/art/../segredo.svg", "placeholder"]) {
      expect(productImage(other)).toBe(PRODUCT_FALLBACK_ART.src);
    }
  });
});
