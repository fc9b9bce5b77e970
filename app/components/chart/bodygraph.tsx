import { type Center, CENTERS } from "#domain/hd/bodygraph.ts";
import { CENTER_LABELS, channelLabel } from "#domain/hd/labels.ts";

import { BODYGRAPH_VIEWBOX, CENTER_SHAPES, CHANNEL_SEGMENTS } from "./bodygraph-layout.ts";

const COLORS = {
  open: "#ffffff",
  defined: "#f3d58a", // gold-300
  outline: "#4c1d95", // brand-800
  openOutline: "#64748b", // slate-500
  idleChannel: "#e2e8f0", // slate-200
  channel: "#5b21b6", // brand-700
  highlight: "#c99a2e", // gold-500
} as const;

const list = (items: string[]) => (items.length ? items.join(", ") : "nenhum");

/** What the drawing shows, in words: the accessible name of the image. */
export function bodygraphDescription(title: string, definedCenters: readonly Center[], channels: readonly string[]): string {
  const defined = new Set(definedCenters);
  const open = CENTERS.filter((c) => !defined.has(c));
  return (
    `${title}. Centros definidos: ${list(CENTERS.filter((c) => defined.has(c)).map((c) => CENTER_LABELS[c]))}. ` +
    `Centros abertos: ${list(open.map((c) => CENTER_LABELS[c]))}. ` +
    `Canais definidos: ${list(channels.map(channelLabel))}.`
  );
}

/**
 * A bodygraph as SVG (renders on the server too): defined centers filled,
 * defined channels drawn; `highlighted` channels (those only the pair forms)
 * in gold.
 */
export function Bodygraph({
  title,
  definedCenters,
  channels,
  highlighted = [],
}: {
  title: string;
  definedCenters: readonly Center[];
  channels: readonly string[];
  highlighted?: readonly string[];
}) {
  const defined = new Set(definedCenters);
  const active = new Set(channels);
  const gold = new Set(highlighted);
  const label = bodygraphDescription(title, definedCenters, channels);
  // Idle channels first, so the defined ones are drawn over them where lines cross.
  const ordered = [...CHANNEL_SEGMENTS].sort((a, b) => Number(active.has(a.channel)) - Number(active.has(b.channel)));
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${BODYGRAPH_VIEWBOX.width} ${BODYGRAPH_VIEWBOX.height}`}
      className="mx-auto h-auto w-full max-w-56"
      data-bodygraph=""
    >
      <title>{label}</title>
      {ordered.map(({ channel, from, to }) => (
        <line
          key={channel}
          x1={from[0]}
          y1={from[1]}
          x2={to[0]}
          y2={to[1]}
          stroke={active.has(channel) ? (gold.has(channel) ? COLORS.highlight : COLORS.channel) : COLORS.idleChannel}
          strokeWidth={active.has(channel) ? 5 : 4}
          strokeLinecap="round"
          data-channel={channel}
          data-defined={active.has(channel) || undefined}
        />
      ))}
      {CENTERS.map((center) => (
        <polygon
          key={center}
          points={CENTER_SHAPES[center].points.map((p) => p.join(",")).join(" ")}
          fill={defined.has(center) ? COLORS.defined : COLORS.open}
          stroke={defined.has(center) ? COLORS.outline : COLORS.openOutline}
          strokeWidth={2}
          strokeLinejoin="round"
          data-center={center}
          data-defined={defined.has(center) || undefined}
        />
      ))}
    </svg>
  );
}

export const BODYGRAPH_COLORS = COLORS;
