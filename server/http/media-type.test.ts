import { describe, expect, it } from "vitest";

import { isJsonMediaType } from "./media-type.ts";

describe("isJsonMediaType", () => {
  it.each(["application/json", "Application/JSON", "application/json; charset=utf-8", " application/json ;charset=UTF-8", "application/json;"])(
    "accepts %j",
    (value) => {
      expect(isJsonMediaType(value)).toBe(true);
    },
  );

  it.each([
    "text/plain; a=application/json",
    "text/plain;application/json",
    "application/jsonx",
    "application/json-patch+json",
    "application/x-json",
    "application/json, text/plain",
    "application /json",
    "multipart/form-data; boundary=application/json",
    "",
    null,
    undefined,
  ])("refuses %j", (value) => {
    expect(isJsonMediaType(value)).toBe(false);
  });
});
