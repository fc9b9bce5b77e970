import { describe, expect, it } from "vitest";

import { CHANNELS } from "./bodygraph.ts";
import { crossTheme, incarnationCross, JUXTAPOSITION_THEMES, LEFT_ANGLE_THEMES, RIGHT_ANGLE_THEMES } from "./cross.ts";
import { CHANNEL_NAMES, channelLabel, CROSS_THEME_LABELS, incarnationCrossLabel } from "./labels.ts";

const ALL_GATES = Array.from({ length: 64 }, (_, i) => i + 1);
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

describe("incarnation cross tables", () => {
  it("give every Personality Sun gate exactly one theme per angle", () => {
    expect(sorted(RIGHT_ANGLE_THEMES.flatMap(([, g]) => g))).toEqual(ALL_GATES);
    expect(sorted(LEFT_ANGLE_THEMES.flatMap(([, g]) => g))).toEqual(ALL_GATES);
    expect(sorted(Object.keys(JUXTAPOSITION_THEMES).map(Number))).toEqual(ALL_GATES);
  });

  it("have a pt-BR label for every theme", () => {
    for (const angle of ["right-angle", "left-angle", "juxtaposition"] as const)
      for (const g of ALL_GATES) expect(CROSS_THEME_LABELS[crossTheme(angle, g).theme], `${angle} ${g}`).toBeTruthy();
  });

  it("label crosses in Portuguese", () => {
    expect(incarnationCrossLabel(incarnationCross([13, 7, 1, 2], 1, 3))).toBe("Cruz de Ângulo Direito da Esfinge 1");
    expect(incarnationCrossLabel(incarnationCross([13, 7, 1, 2], 4, 1))).toBe("Cruz de Justaposição da Escuta");
    expect(incarnationCrossLabel(incarnationCross([7, 13, 2, 1], 6, 3))).toBe("Cruz de Ângulo Esquerdo das Máscaras 2");
  });
});

describe("channel labels", () => {
  it("name all 36 channels", () => {
    expect(Object.keys(CHANNEL_NAMES).sort()).toEqual(CHANNELS.map((c) => c.id).sort());
    expect(channelLabel("34-57")).toBe("Canal 34-57 (Poder)");
  });
});
