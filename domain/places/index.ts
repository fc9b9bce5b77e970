// Offline lookup of Brazilian places (GeoNames, CC BY 4.0) with their IANA
// time zone, precomputed by scripts/build-places.ts. Pure: no I/O.
import { toUf, type Uf } from "../br.ts";
import data from "./br-places.json" with { type: "json" };

interface PlaceRecord {
  name: string;
  uf: Uf;
  lat: number;
  lng: number;
  /** IANA zone, or null when the build could not place it in one. */
  zone: string | null;
}

export interface Place extends PlaceRecord {
  zone: string;
}

type PlaceError = "unknown-uf" | "not-found" | "no-timezone";
type ResolvePlaceResult = { ok: true; place: Place } | { ok: false; error: PlaceError };

const CAPITALS: Readonly<Record<Uf, string>> = {
  AC: "Rio Branco",
  AL: "Maceió",
  AP: "Macapá",
  AM: "Manaus",
  BA: "Salvador",
  CE: "Fortaleza",
  DF: "Brasília",
  ES: "Vitória",
  GO: "Goiânia",
  MA: "São Luís",
  MT: "Cuiabá",
  MS: "Campo Grande",
  MG: "Belo Horizonte",
  PA: "Belém",
  PB: "João Pessoa",
  PR: "Curitiba",
  PE: "Recife",
  PI: "Teresina",
  RJ: "Rio de Janeiro",
  RN: "Natal",
  RS: "Porto Alegre",
  RO: "Porto Velho",
  RR: "Boa Vista",
  SC: "Florianópolis",
  SP: "São Paulo",
  SE: "Aracaju",
  TO: "Palmas",
};

/** Accent-, case- and punctuation-insensitive form: "São João d'Aliança" → "sao joao d alianca". */
export function normalizeText(s: string): string {
  return s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

interface Entry {
  place: PlaceRecord;
  key: string;
  capital: boolean;
}

let entries: Entry[] | null = null;

// Built on first use so importing the module stays cheap.
function index(): Entry[] {
  if (!entries) {
    const zones = data.zones;
    entries = (data.places as [string, Uf, number, number, number][]).map(([name, uf, lat, lng, z]) => ({
      place: { name, uf, lat, lng, zone: z >= 0 ? zones[z] : null },
      key: normalizeText(name),
      capital: CAPITALS[uf] === name,
    }));
  }
  return entries;
}

/** 0 exact, 1 prefix, 2 a word starts with the query, 3 contains, -1 no match. */
function matchRank(key: string, q: string): number {
  if (key === q) return 0;
  const at = key.indexOf(q);
  if (at < 0) return -1;
  if (at === 0) return 1;
  return key.includes(` ${q}`) ? 2 : 3;
}

function ranked(query: string, uf: Uf | null): Entry[] {
  const q = normalizeText(query);
  if (!q) return [];
  const hits: { e: Entry; rank: number }[] = [];
  for (const e of index()) {
    if (uf && e.place.uf !== uf) continue;
    const rank = matchRank(e.key, q);
    if (rank >= 0) hits.push({ e, rank });
  }
  hits.sort(
    (x, y) =>
      x.rank - y.rank ||
      Number(y.e.capital) - Number(x.e.capital) ||
      x.e.key.length - y.e.key.length ||
      x.e.place.name.localeCompare(y.e.place.name, "pt-BR") ||
      x.e.place.uf.localeCompare(y.e.place.uf),
  );
  return hits.map((h) => h.e);
}

/** Autocomplete: best matches first (exact, prefix, word prefix, contains; capitals first within each). */
export function findPlaces(query: string, uf?: string, limit = 10): PlaceRecord[] {
  const only = uf === undefined || uf.trim() === "" ? null : toUf(uf);
  if (uf !== undefined && uf.trim() !== "" && !only) return [];
  return ranked(query, only)
    .slice(0, Math.max(0, limit))
    .map((e) => ({ ...e.place }));
}

/**
 * The lookup rule of the relationship form: a place whose name contains the
 * city (accent-insensitive), in exactly that UF (case-insensitive), with a
 * time zone. The best-ranked such place wins.
 */
export function resolvePlace(city: string, uf: string): ResolvePlaceResult {
  const state = toUf(uf);
  if (!state) return { ok: false, error: "unknown-uf" };
  const matches = ranked(city, state);
  if (matches.length === 0) return { ok: false, error: "not-found" };
  const withZone = matches.find((e) => e.place.zone !== null);
  if (!withZone) return { ok: false, error: "no-timezone" };
  return { ok: true, place: { ...withZone.place } as Place };
}
