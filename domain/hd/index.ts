// Human Design engine: pure, isomorphic (server and browser), no I/O.
export type { BirthChartResult, BirthError, BirthErrorCode, BirthInput } from "./birth.ts";
export { BIRTH_ERROR_MESSAGES, birthToChart } from "./birth.ts";
export { type Center, CENTER_GATES, CENTERS, type Channel, CHANNEL_BY_ID, CHANNELS, MOTORS } from "./bodygraph.ts";
export type { Activations, Arrow, Authority, Bodygraph, Definition, HdType, HumanDesignChart, NotSelfTheme, Signature, Strategy, Variables } from "./chart.ts";
export { activationsFromLongitudes, activeGatesOf, chartFromActivations, computeChart, deriveBodygraph, SUPPORTED_YEARS } from "./chart.ts";
export type { CrossAngle, IncarnationCross } from "./cross.ts";
export { type Planet, PLANETS } from "./ephemeris.ts";
export * from "./labels.ts";
export type { CenterShare, ChannelConnection, CompositeChart, ConnectionKind, Person, PersonKey, RelationshipAnalysis } from "./relationship.ts";
export { analyzeRelationship, connectionFor } from "./relationship.ts";
export { isValidDate, isValidTime, localToUtc, type LocalToUtcResult } from "./time.ts";
export { type Activation, activationAt, WHEEL } from "./wheel.ts";
