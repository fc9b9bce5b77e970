import { describe, expect, it } from "vitest";

import { submissionIdField } from "#domain/forms/common.ts";

import { newSubmissionId } from "./form.ts";

describe("identificador de envio", () => {
  it("é um UUID v4 que o servidor aceita, diferente a cada formulário", () => {
    const ids = Array.from({ length: 500 }, newSubmissionId);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(submissionIdField.safeParse(id).success).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});
