import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { needsBuild, recordBuild, sourcesFingerprint, withBuildLock } from "./build-fingerprint.ts";

describe("npm start builds only when needed", () => {
  const roots: string[] = [];
  afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

  function project() {
    const root = mkdtempSync(path.join(tmpdir(), "essencia-start-"));
    roots.push(root);
    mkdirSync(path.join(root, "app"), { recursive: true });
    writeFileSync(path.join(root, "app/root.tsx"), "export default 1;");
    writeFileSync(path.join(root, "package-lock.json"), "{}");
    return root;
  }
  const build = (root: string) => {
    mkdirSync(path.join(root, "build/server"), { recursive: true });
    writeFileSync(path.join(root, "build/server/main.js"), "");
    recordBuild(root, sourcesFingerprint(root));
  };

  it("builds when build/ is missing, not again for the same sources, again when a source or the lock file changes", () => {
    const root = project();
    expect(needsBuild(root)).toBe(true);
    build(root);
    expect(needsBuild(root)).toBe(false);
    // A test beside the sources is not built.
    writeFileSync(path.join(root, "app/root.test.tsx"), "test");
    expect(needsBuild(root)).toBe(false);
    writeFileSync(path.join(root, "app/root.tsx"), "export default 2;");
    expect(needsBuild(root)).toBe(true);
    build(root);
    writeFileSync(path.join(root, "package-lock.json"), '{"v":2}');
    expect(needsBuild(root)).toBe(true);
  });

  it("two starts at once take turns: the second sees the first's build", async () => {
    const root = project();
    const order: string[] = [];
    const start = (name: string) =>
      withBuildLock(root, async () => {
        order.push(`${name}:${needsBuild(root) ? "builds" : "reuses"}`);
        if (needsBuild(root)) {
          await new Promise((resolve) => setTimeout(resolve, 300));
          build(root);
        }
      });
    await Promise.all([start("a"), start("b")]);
    expect(order).toEqual(["a:builds", "b:reuses"]);
  });
});
