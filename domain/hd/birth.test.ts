import { describe, expect, it } from "vitest";

import { birthToChart } from "./birth.ts";

const error = (input: Parameters<typeof birthToChart>[0]) => {
  const r = birthToChart(input);
  return r.ok ? null : r.error.code;
};

describe("birthToChart", () => {
  it("resolves place, zone and UTC, then computes the chart", () => {
    const r = birthToChart({ date: "1990-05-17", time: "10:45", city: "sao paulo", uf: "SP" });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.place).toMatchObject({ name: "São Paulo", uf: "SP", zone: "America/Sao_Paulo" });
    expect(r.utcOffset).toBe("-03:00");
    expect(r.chart.birthUtc).toBe("1990-05-17T13:45:00Z");
    expect(r.chart.type).toBe("projector");
  });

  it("uses local mean time before 1914 and summer time when it applied", () => {
    const lmt = birthToChart({ date: "1905-03-10", time: "06:00", city: "Rio de Janeiro", uf: "RJ" });
    expect(lmt.ok && [lmt.utcOffset, lmt.chart.birthUtc]).toEqual(["-03:06:28", "1905-03-10T09:06:28Z"]);
    const dst = birthToChart({ date: "2018-11-04", time: "00:30", city: "Curitiba", uf: "PR" });
    expect(dst.ok && [dst.utcOffset, dst.chart.birthUtc]).toEqual(["-02:00", "2018-11-04T03:30:00Z"]);
    const acre = birthToChart({ date: "2000-01-01", time: "12:00", city: "Rio Branco", uf: "AC" });
    expect(acre.ok && acre.chart.birthUtc).toBe("2000-01-01T17:00:00Z");
  });

  it("returns typed errors with a pt-BR message", () => {
    expect(error({ date: "2023-02-29", time: "10:00", city: "Recife", uf: "PE" })).toBe("invalid-date");
    expect(error({ date: "1990-05-17", time: "25:00", city: "Recife", uf: "PE" })).toBe("invalid-time");
    expect(error({ date: "1990-05-17", time: "10:00", city: "Atlântida", uf: "PE" })).toBe("unknown-city");
    expect(error({ date: "1990-05-17", time: "10:00", city: "Recife", uf: "XX" })).toBe("unknown-uf");
    expect(error({ date: "1700-05-17", time: "10:00", city: "Recife", uf: "PE" })).toBe("out-of-range");
    const r = birthToChart({ date: "1990-05-17", time: "10:00", city: "Recife", uf: "ZZ" });
    expect(r.ok ? "" : r.error.message).toBe("Estado (UF) desconhecido.");
  });
});
