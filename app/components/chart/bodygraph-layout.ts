// The classic bodygraph drawn on a 300×510 canvas: nine centers in their
// traditional shapes and places, and the 36 channels as straight lines
// between center anchors, spread apart where several join the same pair.
import { type Center, CHANNELS } from "#domain/hd/bodygraph.ts";

export const BODYGRAPH_VIEWBOX = { width: 300, height: 510 } as const;

type Point = readonly [number, number];

interface CenterShape {
  center: Center;
  points: readonly Point[];
  /** Where channels start and end: the shape's centroid. */
  anchor: Point;
}

const centroid = (points: readonly Point[]): Point => [
  points.reduce((s, p) => s + p[0], 0) / points.length,
  points.reduce((s, p) => s + p[1], 0) / points.length,
];

const shape = (center: Center, points: Point[]): CenterShape => ({ center, points, anchor: centroid(points) });
const square = (center: Center, x: number, y: number, size: number) =>
  shape(center, [
    [x, y],
    [x + size, y],
    [x + size, y + size],
    [x, y + size],
  ]);

export const CENTER_SHAPES: Readonly<Record<Center, CenterShape>> = {
  head: shape("head", [
    [150, 10],
    [180, 62],
    [120, 62],
  ]),
  ajna: shape("ajna", [
    [120, 82],
    [180, 82],
    [150, 134],
  ]),
  throat: square("throat", 125, 160, 50),
  g: shape("g", [
    [150, 249],
    [186, 285],
    [150, 321],
    [114, 285],
  ]),
  heart: shape("heart", [
    [226, 300],
    [246, 334],
    [206, 334],
  ]),
  spleen: shape("spleen", [
    [18, 350],
    [70, 385],
    [18, 420],
  ]),
  solarPlexus: shape("solarPlexus", [
    [282, 350],
    [282, 420],
    [230, 385],
  ]),
  sacral: square("sacral", 125, 360, 50),
  root: square("root", 125, 450, 50),
};

/** Gap between parallel channels that join the same two centers. */
export const CHANNEL_SPACING = 9;

interface ChannelSegment {
  channel: string;
  from: Point;
  to: Point;
}

function segments(): ChannelSegment[] {
  const byPair = new Map<string, string[]>();
  for (const ch of CHANNELS) {
    const pair = [...ch.centers].sort().join("|");
    byPair.set(pair, [...(byPair.get(pair) ?? []), ch.id]);
  }
  return CHANNELS.map((ch) => {
    const [a, b] = ch.centers.map((c) => CENTER_SHAPES[c].anchor);
    const siblings = byPair.get([...ch.centers].sort().join("|"))!;
    const offset = (siblings.indexOf(ch.id) - (siblings.length - 1) / 2) * CHANNEL_SPACING;
    // Shift along the unit normal of the a→b direction; the sign is fixed by the sorted pair so siblings never swap sides.
    const flip = ch.centers[0] < ch.centers[1] ? 1 : -1;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const nx = (-(b[1] - a[1]) / length) * offset * flip;
    const ny = ((b[0] - a[0]) / length) * offset * flip;
    const round = (v: number) => Math.round(v * 10) / 10;
    return { channel: ch.id, from: [round(a[0] + nx), round(a[1] + ny)], to: [round(b[0] + nx), round(b[1] + ny)] };
  });
}

export const CHANNEL_SEGMENTS: readonly ChannelSegment[] = segments();
