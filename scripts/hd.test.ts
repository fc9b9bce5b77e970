import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const TSX = fileURLToPath(new URL("../node_modules/.bin/tsx", import.meta.url));

async function hd(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(TSX, ["scripts/hd.ts", ...args], { cwd: ROOT });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

const PLANETS = ["sun", "earth", "moon", "northNode", "southNode", "mercury", "venus", "mars", "jupiter", "saturn", "uranus", "neptune", "pluto"];

describe("hd CLI", { timeout: 30_000 }, () => {
  it("prints a chart for a UTC instant", async () => {
    const { code, stdout } = await hd("chart", "--utc", "1990-05-17T13:45:00Z");
    expect(code).toBe(0);
    const chart = JSON.parse(stdout);
    expect(Object.keys(chart)).toEqual([
      "birthUtc",
      "designUtc",
      "personality",
      "design",
      "type",
      "authority",
      "profile",
      "definition",
      "definedCenters",
      "channels",
      "incarnationCross",
      "variables",
      "strategy",
      "signature",
      "notSelfTheme",
    ]);
    for (const side of [chart.personality, chart.design]) {
      expect(Object.keys(side)).toEqual(PLANETS);
      expect(Object.keys(side.sun)).toEqual(["gate", "line", "color", "tone", "base", "longitude"]);
    }
    expect(chart).toMatchObject({ birthUtc: "1990-05-17T13:45:00Z", type: "projector", profile: "3/5" });
  });

  it("gives the same chart from local birth data", async () => {
    const [local, utc] = await Promise.all([
      hd("chart", "--date", "1990-05-17", "--time", "10:45", "--city", "São Paulo", "--state", "SP"),
      hd("chart", "--utc", "1990-05-17T13:45:00Z"),
    ]);
    expect(local.code).toBe(0);
    expect(JSON.parse(local.stdout)).toEqual(JSON.parse(utc.stdout));
  });

  it("analyses a relationship", async () => {
    const { code, stdout } = await hd(
      "relationship",
      "--name1",
      "Ana",
      "--date1",
      "1990-05-17",
      "--time1",
      "10:45",
      "--city1",
      "sao paulo",
      "--state1",
      "sp",
      "--name2",
      "Bruno",
      "--date2",
      "1985-11-02",
      "--time2",
      "23:10",
      "--city2",
      "Manaus",
      "--state2",
      "AM",
    );
    expect(code).toBe(0);
    const r = JSON.parse(stdout);
    expect(r.personA.name).toBe("Ana");
    // Amazonas still had summer time in 1985 (from 2 November): −03:00, not −04:00.
    expect(r.personB.chart.birthUtc).toBe("1985-11-03T02:10:00Z");
    expect(r.composite.count).toMatch(/^\d-\d$/);
    expect(r.summary).toContain("Ana é do tipo");
  });

  it.each([
    [["chart", "--date", "1990-02-30", "--time", "10:00", "--city", "Recife", "--state", "PE"], 1, "Data de nascimento inválida"],
    [["chart", "--date", "1990-05-17", "--time", "25:00", "--city", "Recife", "--state", "PE"], 1, "Horário de nascimento inválido"],
    [["chart", "--date", "1990-05-17", "--time", "10:00", "--city", "Gotham", "--state", "PE"], 1, "Cidade não encontrada"],
    [["chart", "--date", "1990-05-17", "--time", "10:00", "--city", "Recife", "--state", "XX"], 1, "Estado (UF) desconhecido"],
    [["chart", "--utc", "yesterday"], 1, "Instante UTC inválido"],
    [["chart", "--date", "1990-05-17"], 2, "Faltam opções: --time, --city, --state"],
    [["relationship", "--utc1", "1990-05-17T13:45:00Z"], 2, "--date2"],
    [["horoscope"], 2, "Comando desconhecido"],
    [["chart", "--zodiac", "tropical"], 2, "Unknown option"],
  ])("rejects %j with exit %i", async (args, exitCode, message) => {
    const { code, stdout, stderr } = await hd(...args);
    expect(code).toBe(exitCode);
    expect(stdout).toBe("");
    expect(stderr).toContain(message);
  });
});
