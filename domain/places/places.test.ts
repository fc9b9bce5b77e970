import { describe, expect, it } from "vitest";

import { UFS } from "../br.ts";
import data from "./br-places.json" with { type: "json" };
import { findPlaces, normalizeText, resolvePlace } from "./index.ts";

const zoneOf = (city: string, uf: string) => {
  const r = resolvePlace(city, uf);
  return r.ok ? r.place.zone : r.error;
};

describe("places data", () => {
  it("covers the 27 UFs with a zone for every place", () => {
    const places = data.places as [string, string, number, number, number][];
    expect(places.length).toBeGreaterThan(5000);
    expect(new Set(places.map((p) => p[1]))).toEqual(new Set(UFS));
    expect(places.every((p) => p[4] >= 0 && p[4] < data.zones.length)).toBe(true);
    expect(data.zones.every((z) => z.startsWith("America/"))).toBe(true);
  });
});

describe("resolvePlace", () => {
  it("ignores accents and case in the city and case in the UF", () => {
    for (const [city, uf] of [
      ["sao paulo", "SP"],
      ["SÃO PAULO", "sp"],
      ["São Paulo", " Sp "],
    ]) {
      expect(resolvePlace(city, uf)).toEqual({
        ok: true,
        place: { name: "São Paulo", uf: "SP", lat: -23.5475, lng: -46.6361, zone: "America/Sao_Paulo" },
      });
    }
  });

  it("gives each region its own zone", () => {
    expect(zoneOf("Rio Branco", "AC")).toBe("America/Rio_Branco");
    expect(zoneOf("Cruzeiro do Sul", "AC")).toBe("America/Rio_Branco");
    expect(zoneOf("Manaus", "AM")).toBe("America/Manaus");
    expect(zoneOf("Fernando de Noronha", "PE")).toBe("America/Noronha");
    expect(zoneOf("Recife", "PE")).toBe("America/Recife");
    expect(zoneOf("Salvador", "BA")).toBe("America/Bahia");
    expect(zoneOf("Cuiabá", "MT")).toBe("America/Cuiaba");
  });

  it("matches a name that contains the query, preferring exact and prefix matches", () => {
    expect(resolvePlace("Rio Branco", "MT")).toMatchObject({ ok: true, place: { name: "Rio Branco", uf: "MT" } });
    expect(resolvePlace("Olivença", "AM")).toMatchObject({ ok: true, place: { name: "São Paulo de Olivença" } });
    expect(resolvePlace("Rio", "RJ")).toMatchObject({ ok: true, place: { name: "Rio de Janeiro" } });
  });

  it("fails with 'not-found' for an unknown city or a city of another state", () => {
    expect(resolvePlace("Cidade Que Não Existe", "SP")).toEqual({ ok: false, error: "not-found" });
    expect(resolvePlace("Manaus", "SP")).toEqual({ ok: false, error: "not-found" });
    expect(resolvePlace("   ", "SP")).toEqual({ ok: false, error: "not-found" });
  });

  it("fails with 'unknown-uf' for a state that does not exist", () => {
    expect(resolvePlace("São Paulo", "XX")).toEqual({ ok: false, error: "unknown-uf" });
    expect(resolvePlace("São Paulo", "São Paulo")).toEqual({ ok: false, error: "unknown-uf" });
    expect(resolvePlace("São Paulo", "")).toEqual({ ok: false, error: "unknown-uf" });
  });
});

describe("findPlaces", () => {
  it("ranks exact, then prefix, then contains, capitals first", () => {
    const names = findPlaces("sao paulo", undefined, 5).map((p) => `${p.name}/${p.uf}`);
    expect(names[0]).toBe("São Paulo/SP");
    expect(names.slice(1).every((n) => n.startsWith("São Paulo"))).toBe(true);
    expect(findPlaces("rio", undefined, 2).map((p) => p.name)).toEqual(["Rio Branco", "Rio de Janeiro"]);
  });

  it("filters by UF and respects the limit", () => {
    const pr = findPlaces("campo", "pr", 3);
    expect(pr).toHaveLength(3);
    expect(pr.every((p) => p.uf === "PR")).toBe(true);
    expect(findPlaces("campo", "MS", 1)).toMatchObject([{ name: "Campo Grande", uf: "MS" }]);
    expect(findPlaces("campo", "ZZ")).toEqual([]);
    expect(findPlaces("", "SP")).toEqual([]);
  });

  it("finds words inside names", () => {
    expect(findPlaces("olivenca").map((p) => p.name)).toContain("São Paulo de Olivença");
  });
});

describe("normalizeText", () => {
  it("drops accents, case and punctuation", () => {
    expect(normalizeText("  São João d'Aliança ")).toBe("sao joao d alianca");
    expect(normalizeText("GUAJARÁ-MIRIM")).toBe("guajara mirim");
  });
});
