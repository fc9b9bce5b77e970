import { describe, expect, it } from "vitest";

import { CENTERS, CHANNELS } from "#domain/hd/bodygraph.ts";

import { BODYGRAPH_VIEWBOX, CENTER_SHAPES, CHANNEL_SEGMENTS, CHANNEL_SPACING } from "./bodygraph-layout.ts";

type Point = readonly [number, number];

/** Even-odd ray casting. */
function inside([x, y]: Point, polygon: readonly Point[]): boolean {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

const inView = ([x, y]: Point) => x >= 0 && x <= BODYGRAPH_VIEWBOX.width && y >= 0 && y <= BODYGRAPH_VIEWBOX.height;

describe("bodygraph layout", () => {
  it("draws the nine centers inside the canvas, none over another's anchor", () => {
    expect(Object.keys(CENTER_SHAPES).sort()).toEqual([...CENTERS].sort());
    for (const shape of Object.values(CENTER_SHAPES)) {
      expect(shape.points.every(inView), shape.center).toBe(true);
      expect(inside(shape.anchor, shape.points), shape.center).toBe(true);
      for (const other of Object.values(CENTER_SHAPES)) {
        if (other !== shape) expect(inside(shape.anchor, other.points), `${shape.center} in ${other.center}`).toBe(false);
      }
    }
  });

  it("draws each of the 36 channels once, starting and ending inside its two centers", () => {
    expect(CHANNEL_SEGMENTS.map((s) => s.channel)).toEqual(CHANNELS.map((c) => c.id));
    for (const [i, seg] of CHANNEL_SEGMENTS.entries()) {
      const [a, b] = CHANNELS[i].centers;
      expect(inside(seg.from, CENTER_SHAPES[a].points), `${seg.channel} from ${a}`).toBe(true);
      expect(inside(seg.to, CENTER_SHAPES[b].points), `${seg.channel} to ${b}`).toBe(true);
    }
  });

  it("keeps channels between the same two centers apart", () => {
    const pairs = new Map<string, (typeof CHANNEL_SEGMENTS)[number][]>();
    for (const [i, seg] of CHANNEL_SEGMENTS.entries()) {
      const key = [...CHANNELS[i].centers].sort().join("|");
      pairs.set(key, [...(pairs.get(key) ?? []), seg]);
    }
    expect(pairs.get("ajna|head")).toHaveLength(3);
    expect(pairs.get("g|sacral")).toHaveLength(4);
    for (const group of pairs.values()) {
      const mids = group.map((s) => [(s.from[0] + s.to[0]) / 2, (s.from[1] + s.to[1]) / 2] as const);
      for (let i = 0; i < group.length; i++)
        for (let j = i + 1; j < group.length; j++) {
          expect(Math.hypot(mids[i][0] - mids[j][0], mids[i][1] - mids[j][1])).toBeGreaterThanOrEqual(CHANNEL_SPACING - 0.2);
        }
    }
  });
});
