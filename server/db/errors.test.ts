import { describe, expect, it } from "vitest";

import { answerRefusal, refusalStatus, sqlStateOf } from "./errors.ts";

// What the database refuses becomes a person's 4xx; what fails stays a 500 (docs/decisions/040: no input may produce a 5xx).
const pgError = (code: string) => Object.assign(new Error("database"), { code });
const wrapped = (code: string) => new Error("Failed query", { cause: pgError(code) });

describe("database refusals", () => {
  it("finds the SQLSTATE under Drizzle's and Better Auth's wrappers", () => {
    expect(sqlStateOf(wrapped("23505"))).toBe("23505");
    expect(sqlStateOf(new Error("no code"))).toBeUndefined();
    expect(sqlStateOf(Object.assign(new Error("node"), { code: "ECONNRESET" }))).toBeUndefined();
  });

  it.each([
    ["22021", 400], // a NUL byte in text
    ["22P02", 400], // a malformed uuid
    ["23505", 409], // a duplicate
    ["23503", 409], // a row that vanished under a foreign key
    ["40P01", 409], // a deadlock between two requests
    ["40001", 409], // a serialization failure
  ])("%s → %i", (code, status) => {
    expect(refusalStatus(wrapped(code))).toBe(status);
  });

  it("anything else is not a refusal, and answerRefusal throws it on", () => {
    expect(refusalStatus(wrapped("53300"))).toBeNull(); // too many connections
    const toast = { title: "Erro", destructive: true };
    expect(answerRefusal(toast)(wrapped("40P01"))).toEqual({ ok: false, status: 409, toast });
    expect(() => answerRefusal(toast)(wrapped("08006"))).toThrow("Failed query");
  });
});
