// Human Design engine: pure, isomorphic (server and browser), no I/O.
export { computeChart, deriveBodygraph, chartFromActivations, activationsFromLongitudes, activeGatesOf, SUPPORTED_YEARS } from "./chart.ts";
export type { Activations, Arrow, Authority, Bodygraph, Definition, HdType, HumanDesignChart, NotSelfTheme, Signature, Strategy, Variables } from "./chart.ts";
export { analyzeRelationship, connectionFor } from "./relationship.ts";
export type { CenterShare, ChannelConnection, CompositeChart, ConnectionKind, Person, PersonKey, RelationshipAnalysis } from "./relationship.ts";
export { birthToChart, BIRTH_ERROR_MESSAGES } from "./birth.ts";
export type { BirthChartResult, BirthError, BirthErrorCode, BirthInput } from "./birth.ts";
export { isValidDate, isValidTime, localToUtc, type LocalToUtcResult } from "./time.ts";
export { activationAt, WHEEL, type Activation } from "./wheel.ts";
export { CENTERS, CENTER_GATES, CHANNELS, CHANNEL_BY_ID, MOTORS, type Center, type Channel } from "./bodygraph.ts";
export { PLANETS, type Planet } from "./ephemeris.ts";
export type { CrossAngle, IncarnationCross } from "./cross.ts";
export * from "./labels.ts";
