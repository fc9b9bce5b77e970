// The fixed geometry of the bodygraph: 9 centers, their gates, 36 channels.

export const CENTERS = ["head", "ajna", "throat", "g", "heart", "spleen", "solarPlexus", "sacral", "root"] as const;
export type Center = (typeof CENTERS)[number];

export const CENTER_GATES: Readonly<Record<Center, readonly number[]>> = {
  head: [61, 63, 64],
  ajna: [4, 11, 17, 24, 43, 47],
  throat: [8, 12, 16, 20, 23, 31, 33, 35, 45, 56, 62],
  g: [1, 2, 7, 10, 13, 15, 25, 46],
  heart: [21, 26, 40, 51],
  spleen: [18, 28, 32, 44, 48, 50, 57],
  solarPlexus: [6, 22, 30, 36, 37, 49, 55],
  sacral: [3, 5, 9, 14, 27, 29, 34, 42, 59],
  root: [19, 38, 39, 41, 52, 53, 54, 58, 60],
};

export const MOTORS: ReadonlySet<Center> = new Set<Center>(["heart", "solarPlexus", "sacral", "root"]);

export interface Channel {
  /** "34-57": lower gate first. */
  id: string;
  gates: readonly [number, number];
  centers: readonly [Center, Center];
}

function channel(a: number, b: number, ca: Center, cb: Center): Channel {
  return { id: `${a}-${b}`, gates: [a, b], centers: [ca, cb] };
}

export const CHANNELS: readonly Channel[] = [
  channel(1, 8, "g", "throat"),
  channel(2, 14, "g", "sacral"),
  channel(3, 60, "sacral", "root"),
  channel(4, 63, "ajna", "head"),
  channel(5, 15, "sacral", "g"),
  channel(6, 59, "solarPlexus", "sacral"),
  channel(7, 31, "g", "throat"),
  channel(9, 52, "sacral", "root"),
  channel(10, 20, "g", "throat"),
  channel(10, 34, "g", "sacral"),
  channel(10, 57, "g", "spleen"),
  channel(11, 56, "ajna", "throat"),
  channel(12, 22, "throat", "solarPlexus"),
  channel(13, 33, "g", "throat"),
  channel(16, 48, "throat", "spleen"),
  channel(17, 62, "ajna", "throat"),
  channel(18, 58, "spleen", "root"),
  channel(19, 49, "root", "solarPlexus"),
  channel(20, 34, "throat", "sacral"),
  channel(20, 57, "throat", "spleen"),
  channel(21, 45, "heart", "throat"),
  channel(23, 43, "throat", "ajna"),
  channel(24, 61, "ajna", "head"),
  channel(25, 51, "g", "heart"),
  channel(26, 44, "heart", "spleen"),
  channel(27, 50, "sacral", "spleen"),
  channel(28, 38, "spleen", "root"),
  channel(29, 46, "sacral", "g"),
  channel(30, 41, "solarPlexus", "root"),
  channel(32, 54, "spleen", "root"),
  channel(34, 57, "sacral", "spleen"),
  channel(35, 36, "throat", "solarPlexus"),
  channel(37, 40, "solarPlexus", "heart"),
  channel(39, 55, "root", "solarPlexus"),
  channel(42, 53, "sacral", "root"),
  channel(47, 64, "ajna", "head"),
];

export const CHANNEL_BY_ID: ReadonlyMap<string, Channel> = new Map(CHANNELS.map((c) => [c.id, c]));
