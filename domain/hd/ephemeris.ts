// Apparent geocentric tropical ecliptic longitudes (true equinox and ecliptic
// of date) from astronomy-engine: pure JS, no data files, so it runs anywhere.
import { AstroTime, Body, Ecliptic, EclipticGeoMoon, GeoMoonState, GeoVector, RotateState, Rotation_EQJ_ECT, SunPosition } from "astronomy-engine";

import { normalizeDegrees } from "./wheel.ts";

/** The 13 activating bodies, in the conventional Human Design order. */
export const PLANETS = [
  "sun",
  "earth",
  "moon",
  "northNode",
  "southNode",
  "mercury",
  "venus",
  "mars",
  "jupiter",
  "saturn",
  "uranus",
  "neptune",
  "pluto",
] as const;
export type Planet = (typeof PLANETS)[number];

const OUTER_BODIES = [Body.Mercury, Body.Venus, Body.Mars, Body.Jupiter, Body.Saturn, Body.Uranus, Body.Neptune, Body.Pluto] as const;

const RAD2DEG = 180 / Math.PI;
const DESIGN_SUN_ARC = 88;
const MEAN_SUN_SPEED = 360 / 365.2422; // degrees per day

export function toAstroTime(date: Date): AstroTime {
  return new AstroTime(date);
}

export function sunLongitude(time: AstroTime): number {
  return SunPosition(time).elon;
}

/**
 * True (osculating) lunar node: the ascending intersection of the plane of the
 * Moon's instantaneous geocentric orbit (normal h = r × v) with the true
 * ecliptic of date. The mean node would be off by up to 1.8°, enough to change
 * the gate or line in most charts.
 */
export function trueNodeLongitude(time: AstroTime): number {
  const s = RotateState(Rotation_EQJ_ECT(time), GeoMoonState(time));
  const hx = s.y * s.vz - s.z * s.vy;
  const hy = s.z * s.vx - s.x * s.vz;
  // Node direction is ẑ × h = (−h_y, h_x, 0).
  return normalizeDegrees(Math.atan2(hx, -hy) * RAD2DEG);
}

/** Longitudes of the 13 bodies, in PLANETS order. */
export function longitudesAt(time: AstroTime): number[] {
  const sun = sunLongitude(time);
  const node = trueNodeLongitude(time);
  const out = [sun, normalizeDegrees(sun + 180), EclipticGeoMoon(time).lon, node, normalizeDegrees(node + 180)];
  for (const body of OUTER_BODIES) out.push(Ecliptic(GeoVector(body, time, true)).elon);
  return out;
}

function signedArc(deg: number): number {
  return normalizeDegrees(deg + 180) - 180;
}

const DESIGN_TOLERANCE_DAYS = 1e-6; // 0.09 s
const MAX_ITERATIONS = 20;

/**
 * The Design moment: the latest instant before birth at which the Sun stood
 * 88° of longitude behind its birth position. The Sun's apparent motion is
 * monotonic (0.95–1.02°/day), so the root is unique between birth − 100 days
 * and birth, and a secant iteration from the mean-motion guess converges in a
 * handful of Sun evaluations instead of a bracketed scan.
 */
export function designTime(birth: AstroTime, birthSunLongitude = sunLongitude(birth)): AstroTime {
  const target = normalizeDegrees(birthSunLongitude - DESIGN_SUN_ARC);
  let t0 = birth.ut - DESIGN_SUN_ARC / MEAN_SUN_SPEED;
  let f0 = signedArc(sunLongitude(new AstroTime(t0)) - target);
  let t1 = t0 - f0 / MEAN_SUN_SPEED;
  for (let i = 0; i < MAX_ITERATIONS; i++) {
    const time = new AstroTime(t1);
    const f1 = signedArc(sunLongitude(time) - target);
    if (Math.abs(t1 - t0) < DESIGN_TOLERANCE_DAYS || f1 === 0) return time;
    const speed = f1 === f0 ? MEAN_SUN_SPEED : (f1 - f0) / (t1 - t0);
    t0 = t1;
    f0 = f1;
    t1 -= f1 / speed;
  }
  throw new Error("design moment did not converge");
}
