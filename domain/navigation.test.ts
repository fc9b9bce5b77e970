import { describe, expect, it } from "vitest";

import { copyrightLine, footerLinks, isNavGroup, mainMenu } from "./navigation.ts";
import { SITE_DEFAULTS } from "./site.ts";

describe("main menu", () => {
  it("follows the spec's order and groups", () => {
    expect(mainMenu.map((e) => e.label)).toEqual(["Início", "Quem Somos", "Leituras", "Núcleos", "Clube de Terapeutas", "Serviços", "Cursos", "Eventos"]);
    const hrefs = (label: string) => {
      const entry = mainMenu.find((e) => e.label === label);
      return entry && isNavGroup(entry) ? entry.items.map((i) => i.href) : [];
    };
    expect(hrefs("Quem Somos")).toEqual(["/instituto", "/movimento-essencia", "/sede-fisica"]);
    expect(hrefs("Leituras")).toEqual(["/soul-compass", "/leituras/mapa-da-alma", "/leituras/tempo-divino", "/soul-map"]);
    expect(hrefs("Núcleos")).toEqual(["/nucleos/envio-de-energia"]);
  });
});

describe("footer", () => {
  it("has the three sections not built yet as placeholders; contact writes to the institute", () => {
    const links = footerLinks(SITE_DEFAULTS);
    const placeholders = links.filter((l) => "comingSoon" in l).map((l) => l.label);
    expect(placeholders).toEqual(["Círculo de Cura", "Guardiões Theta", "Sistema de Pontos"]);
    expect(links.find((l) => l.label === "Contato")).toEqual({ label: "Contato", href: "mailto:contato@exemplo.org.br?subject=Contato%20pelo%20site" });
  });

  it("prints the given year in the copyright line", () => {
    expect(copyrightLine(2031, "Instituto Essência")).toBe("© 2031 Instituto Essência. Todos os direitos reservados.");
  });
});
