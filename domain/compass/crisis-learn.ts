// The learned half of the safety net: a logistic regression over crisisFeatures(), trained on the
// labelled set by `npm run crisis:train`, which writes its weights to crisis-model.ts. Deterministic
// (a seeded shuffle, fixed passes), so the committed weights are exactly what the set produces.
import { crisisFeatures, type CrisisModel, readSigns } from "./crisis.ts";
import type { LabelledMessage } from "./crisis-set.ts";

export const TRAINING = {
  passes: 30,
  rate: 0.1,
  /** L2 shrinkage per step: keeps rare words from taking over. */
  shrink: 1e-4,
  /** Weights closer to zero than this are dropped from the committed model. */
  prune: 0.05,
  seed: 7,
} as const;

/** mulberry32: a small seeded generator, so every run shuffles the same way. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function trainCrisisModel(set: readonly LabelledMessage[]): CrisisModel {
  const examples = set.map((m) => ({ features: crisisFeatures(readSigns(m.text).text), label: m.crisis ? 1 : 0 }));
  const weights = new Map<string, number>();
  let bias = 0;
  const next = random(TRAINING.seed);
  const order = examples.map((_, i) => i);
  for (let pass = 0; pass < TRAINING.passes; pass++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const i of order) {
      const { features, label } = examples[i];
      const sum = features.reduce((total, f) => total + (weights.get(f) ?? 0), bias);
      const error = 1 / (1 + Math.exp(-sum)) - label;
      bias -= TRAINING.rate * error;
      for (const f of features) weights.set(f, (weights.get(f) ?? 0) * (1 - TRAINING.rate * TRAINING.shrink) - TRAINING.rate * error);
    }
  }
  const kept = [...weights].filter(([, w]) => Math.abs(w) >= TRAINING.prune).sort(([a], [b]) => (a < b ? -1 : 1));
  return { bias: round(bias), weights: Object.fromEntries(kept.map(([f, w]) => [f, round(w)])) };
}

const round = (n: number) => Math.round(n * 1000) / 1000;
