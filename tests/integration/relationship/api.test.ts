import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { analyzeRelationship, birthToChart } from "#domain/hd/index.ts";
import { toasts } from "#domain/messages.ts";
import { RELATIONSHIP_ERROR_TITLE, relationshipMessages as m, relationshipToasts } from "#domain/relationship/messages.ts";
import { RELATIONSHIP_BODY_LIMIT_BYTES } from "#server/http/relationship.ts";

import { createTestServices, type TestApp } from "../support/app.ts";
import type { TestClient } from "../support/http.ts";

const ana = { name: "Ana", day: "17", month: "5", year: "1990", time: "10:45", city: "sao paulo", state: "sp" };
const bruno = { name: "Bruno", day: 2, month: 11, year: 1985, time: "23:10", city: "Manaus", state: "AM" };

// No rows are stored here, so PGlite alone is enough. Every client speaks from its own address,
// so the per-address rate limit of one test never touches another.
let app: TestApp;

beforeAll(async () => {
  app = await createTestServices({ db: "pglite" });
});
afterAll(async () => {
  await app?.close();
});

// Deep reads of the answer (body.report.analysis…) without restating the whole type in a test.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyJson = Record<string, any>;

async function analyse(body: unknown, client: TestClient = app.client()) {
  const res = await client.postJson("/api/relationship", body);
  return { status: res.status, body: (await res.json()) as AnyJson };
}

describe("POST /api/relationship", () => {
  it("answers a valid pair with both charts, their connections and the composite, as the engine computes them", async () => {
    const { status, body } = await analyse({ person1: ana, person2: bruno });
    expect(status).toBe(200);
    expect(body.ok).toBe(true);

    const a = birthToChart({ date: "1990-05-17", time: "10:45", city: "São Paulo", uf: "SP" });
    const b = birthToChart({ date: "1985-11-02", time: "23:10", city: "Manaus", uf: "AM" });
    if (!a.ok || !b.ok) throw new Error("engine fixture");
    const expected = analyzeRelationship({ name: "Ana", chart: a.chart }, { name: "Bruno", chart: b.chart });
    expect(body.report.analysis).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(body.report.analysis.personA.chart.birthUtc).toBe("1990-05-17T13:45:00Z");
    // Amazonas kept summer time in 1985-86: 23:10 in Manaus was 02:10 UTC, not 03:10.
    expect(body.report.analysis.personB.chart.birthUtc).toBe("1985-11-03T02:10:00Z");
    expect(body.report.analysis.connections.length).toBeGreaterThan(0);
    expect(body.report.analysis.composite.count).toMatch(/^\d-\d$/);
    expect(body.report.analysis.summary).toContain("Ana é do tipo");
    expect(body.report.births).toEqual({
      person1: { place: { name: "São Paulo", uf: "SP", lat: a.place.lat, lng: a.place.lng, zone: "America/Sao_Paulo" }, utcOffset: "-03:00" },
      person2: { place: { name: "Manaus", uf: "AM", lat: b.place.lat, lng: b.place.lng, zone: "America/Manaus" }, utcOffset: "-03:00" },
    });
  });

  const badInputs: [string, unknown, number, Record<string, string>, string][] = [
    [
      "an impossible date (31/02)",
      { person1: { ...ana, day: "31", month: "2" }, person2: bruno },
      400,
      { "person1.day": m.dateInvalid },
      `Pessoa 1: ${m.dateInvalid}`,
    ],
    ["a time of 25:00", { person1: ana, person2: { ...bruno, time: "25:00" } }, 400, { "person2.time": m.timeInvalid }, `Pessoa 2: ${m.timeInvalid}`],
    ["a UF that does not exist", { person1: { ...ana, state: "XX" }, person2: bruno }, 400, { "person1.state": m.stateInvalid }, `Pessoa 1: ${m.stateInvalid}`],
    [
      "a year outside the engine's range",
      { person1: ana, person2: { ...bruno, year: 1500 } },
      400,
      { "person2.year": m.yearOutOfRange },
      `Pessoa 2: ${m.yearOutOfRange}`,
    ],
    [
      "an unknown city",
      { person1: ana, person2: { ...bruno, city: "Cidade Que Não Existe" } },
      422,
      { "person2.city": m.locationNotFound },
      m.locationNotFound,
    ],
    ["a city of another UF", { person1: { ...ana, city: "Manaus" }, person2: bruno }, 422, { "person1.city": m.locationNotFound }, m.locationNotFound],
  ];
  for (const [what, body, status, fieldErrors, description] of badInputs) {
    it(`refuses ${what} with the field's message and a toast`, async () => {
      const res = await analyse(body);
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ ok: false, status, fieldErrors, toast: relationshipToasts.failed(description) });
    });
  }

  it("lists every missing field of both people", async () => {
    const { status, body } = await analyse({ person1: {}, person2: { ...bruno, name: "  ", city: "" } });
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({
      "person1.name": m.nameRequired,
      "person1.day": m.dayRequired,
      "person1.month": m.monthRequired,
      "person1.year": m.yearRequired,
      "person1.time": m.timeRequired,
      "person1.city": m.cityRequired,
      "person1.state": m.stateRequired,
      "person2.name": m.nameRequired,
      "person2.city": m.cityRequired,
    });
    expect(body.toast).toEqual({ title: RELATIONSHIP_ERROR_TITLE, description: `Pessoa 1: ${m.nameRequired}`, destructive: true });
  });

  it("answers wrong types and shapes with a 400 in Portuguese, never a 500", async () => {
    const shapes: unknown[] = [
      null,
      [],
      42,
      "Ana e Bruno",
      { person1: "Ana", person2: ["Bruno"] },
      { person1: { ...ana, day: true, month: { n: 5 }, year: [1990], time: 1045, city: null, state: 35 }, person2: bruno },
      { person1: { ...ana, name: "a".repeat(500) }, person2: bruno },
    ];
    for (const shape of shapes) {
      const { status, body } = await analyse(shape);
      expect(status, JSON.stringify(shape)).toBe(400);
      expect(body.toast.title).toBe(RELATIONSHIP_ERROR_TITLE);
      expect(Object.values(body.fieldErrors).every((msg) => Object.values(m).includes(msg as never))).toBe(true);
    }
    const typed = await analyse(shapes[5]);
    expect(typed.body.fieldErrors).toMatchObject({
      "person1.day": m.dayInvalid,
      "person1.month": m.monthInvalid,
      "person1.year": m.yearInvalid,
      "person1.time": m.timeRequired,
      "person1.city": m.cityRequired,
      "person1.state": m.stateRequired,
    });
  });

  it("answers malformed JSON, a non-JSON body and an oversized body with the spec's failure message and status", async () => {
    const send = (init: RequestInit) => app.client().request("/api/relationship", { method: "POST", ...init });
    const cases: [RequestInit, number][] = [
      [{ headers: { "content-type": "application/json" }, body: '{"person1": {"name": "Ana",' }, 400],
      [{ headers: { "content-type": "application/json" }, body: "" }, 400],
      [{ headers: { "content-type": "application/x-www-form-urlencoded" }, body: "person1=Ana" }, 415],
      [
        {
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ person1: ana, person2: bruno, pad: "x".repeat(RELATIONSHIP_BODY_LIMIT_BYTES) }),
        },
        413,
      ],
    ];
    for (const [init, status] of cases) {
      const res = await send(init);
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ ok: false, status, toast: relationshipToasts.failed(m.requestFailed(status)) });
    }
  });

  it("caps a streamed body that announces no length", async () => {
    const chunk = new TextEncoder().encode(" ".repeat(4096));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await app
      .client()
      .request("/api/relationship", { method: "POST", headers: { "content-type": "application/json" }, body: stream, duplex: "half" } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).toast.description).toBe(m.requestFailed(413));
  });

  it("limits analyses per address, not counting requests the form would have refused", async () => {
    const client = app.client();
    const max = app.services.config.RATE_LIMIT_FORM_MAX;
    for (let i = 0; i < max + 2; i++) expect((await analyse({ person1: { ...ana, time: "25:00" }, person2: bruno }, client)).status).toBe(400);
    for (let i = 0; i < max; i++) expect((await analyse({ person1: ana, person2: bruno }, client)).status).toBe(200);
    const limited = await analyse({ person1: ana, person2: bruno }, client);
    expect(limited).toEqual({ status: 429, body: { ok: false, status: 429, toast: toasts.tooManyRequests } });
    expect((await analyse({ person1: ana, person2: bruno })).status).toBe(200);
  });
});

describe("GET /api/places", () => {
  async function places(query: string) {
    const res = await app.client().get(`/api/places?${query}`);
    return { status: res.status, cache: res.headers.get("cache-control"), body: (await res.json()) as AnyJson };
  }

  it("finds São Paulo in SP with its time zone, accent- and case-insensitively", async () => {
    const { status, cache, body } = await places("q=sao%20paulo&uf=SP");
    expect(status).toBe(200);
    expect(body.places[0]).toEqual({ name: "São Paulo", uf: "SP", zone: "America/Sao_Paulo" });
    expect(cache).toContain("max-age=");
    expect((await places("q=GOIANIA")).body.places[0]).toEqual({ name: "Goiânia", uf: "GO", zone: "America/Sao_Paulo" });
  });

  it("searches every UF when none is given, and only the given one otherwise", async () => {
    const all = (await places("q=sao%20jose")).body.places as { uf: string }[];
    expect(new Set(all.map((p) => p.uf)).size).toBeGreaterThan(1);
    const sc = (await places("q=sao%20jose&uf=sc")).body.places as { name: string; uf: string }[];
    expect(sc.length).toBeGreaterThan(0);
    expect(sc.every((p) => p.uf === "SC" && p.name.startsWith("São José"))).toBe(true);
    expect(sc.length).toBeLessThanOrEqual(8);
  });

  it("answers an empty query with no places and bad parameters with a 400", async () => {
    expect((await places("q=")).body).toEqual({ ok: true, places: [] });
    expect((await places("uf=SP")).body).toEqual({ ok: true, places: [] });
    expect(await places("q=sao&uf=XX")).toMatchObject({ status: 400, body: { fieldErrors: { uf: m.stateInvalid } } });
    expect(await places(`q=${"a".repeat(81)}`)).toMatchObject({ status: 400, body: { fieldErrors: { q: m.tooLong } } });
  });
});
