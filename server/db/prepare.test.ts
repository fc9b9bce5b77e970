import { describe, expect, it } from "vitest";

import { describeFailure } from "./prepare.ts";

describe("describeFailure", () => {
  it("joins an error and its causes in one line, without the query parameters Drizzle appends", () => {
    const cause = new Error('relation "leads" already exists');
    const err = new Error("Failed query: create table leads (id text)\nparams: Maria,maria@exemplo.org.br", { cause });
    expect(describeFailure(err)).toBe('Failed query: create table leads (id text): relation "leads" already exists');
    expect(describeFailure("disco cheio")).toBe("disco cheio");
  });
});
