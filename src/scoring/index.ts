// Public contract of the scoring library (src/scoring/README.md). Pure: plain data in, plain data out.
export type {
  GameInput,
  GameTieBreakKey,
  SeatInput,
  SeatOutcome,
  StandingRow,
  StandingsTieBreakKey,
  TieBreakInfo,
} from "./types";
export { ISSUE_CODES, ScoringInputError, type IssueCode, type ScoringIssue } from "./errors";
export {
  parseRules,
  presets,
  scoringRulesSchema,
  type Discards,
  type Formula,
  type League100Formula,
  type PlacementFormula,
  type ScoringRules,
  type WinnerBonusFormula,
  type WinsFirstFormula,
} from "./rules";
export { rankGame } from "./rank-game";
export { seatInputOf, type StoredSeat } from "./stored-seat";
export { rankPlay } from "./rank-play";
export { gameSystems, getSystem } from "./systems/registry";
export { olderRecordOf } from "./systems/check-play";
export type {
  CheckedPlay,
  CheckOptions,
  DecisiveRule,
  DerivedField,
  DeriveFlag,
  Ending,
  FieldDef,
  GameSystem,
  Invariant,
  Label,
  OlderRecord,
  Play,
  PlayResult,
  PlaySeat,
  PlaySettings,
  RankKey,
  RankingRule,
  SeatResult,
  SystemId,
  Value,
  Variant,
} from "./systems/types";
export { computeStandings, standingsFromSeason } from "./standings";
export { validateGame } from "./validate-game";
export { withDerivedFlags } from "./systems/derive-flags";
export { clubDefaults, type ClubDefault } from "./systems/club-defaults";
export {
  VARIANTS_KEY,
  VARIANT_SEPARATOR,
  splitVariants,
  orderVariants,
  packGameValues,
  unpackGameValues,
  variantLabels,
  playedVariants,
  isDerivedVariant,
} from "./systems/variants";
export { deriveCompletion, holdsWholeObjective, territoriesHeldTwice, type HeldBySeat } from "./territories";
export { roundPoints } from "./exact";
export { scoreSeason } from "./score-season";
export { sortGames, type Appearance, type ScoredGame, type ScoredSeason, type SeasonColumns } from "./season";
export { standingsTimeline, type Timeline } from "./timeline";

export {
  bestAndWorstGame,
  playerSeries,
  seriesPoints,
  streaks,
  type GameResult,
  type PlayerSeries,
  type SeriesPoint,
  type Streak,
  type Streaks,
} from "./statistics/player-form";
export {
  placementDistribution,
  resultsByObjective,
  resultsByTurnOrder,
  type GroupResult,
  type PlacementCount,
} from "./statistics/player-results";
export {
  eliminationRecord,
  headToHead,
  nemesisAndVictim,
  type EliminationRecord,
  type HeadToHeadRecord,
  type PlayerCount,
  type Rival,
} from "./statistics/player-rivals";
export {
  averageDuration,
  eliminationMatrix,
  mostInvolved,
  gameEndings,
  objectiveBalance,
  pointsRace,
  raceValue,
  raceLeaders,
  sdadataRounds,
  turnAdjacency,
  winRateByTurnOrder,
  type SdadataRoundRow,
  type TurnAdjacencyRow,
  type DurationSummary,
  type EliminationMatrix,
  type GameEndingRow,
  type ObjectiveBalanceRow,
  type PointsRace,
  type TurnOrderRow,
} from "./statistics/season";

export {
  computeRatings,
  updateRatings,
  ratingsFromSeason,
  PROVISIONAL_GAMES,
  type PlayerRating,
  type RatingPoint,
  type Ratings,
} from "./rating";
export {
  computePlayerReport,
  computeSeasonReport,
  playerReportFromSeason,
  seasonReportFromSeason,
  type PlayerReport,
  type ReportOptions,
  type SeasonReport,
} from "./report";
export * from "./recap";
export {
  checkRulesForSystem,
  columnsPlay,
  completedObjective,
  dealsObjectives,
  formulaAllowed,
  parseSystemSettings,
  presetFor,
  playGameInput,
  rankedGameInput,
  scorePlay,
  seasonPlaySettings,
  SCORE_FORMULAS,
  type PlayMeta,
  type ScoredPlay,
} from "./systems/season-play";

export {
  histogram,
  primaryScoreOf,
  seatResult,
  type Bucket,
  type RecordedPlay,
  type RecordedSeat,
  type ResultRecord,
  type SeatResultKind,
} from "./statistics/system-shared";
export {
  systemStats,
  type EndingRow,
  type GameChoiceTable,
  type IdentityRow,
  type IdentityTable,
  type LengthRow,
  type SeatOrderRow,
  type SystemStats,
} from "./statistics/system-season";
export { variantStats, type VariantPlayerRow, type VariantRow } from "./statistics/system-variants";
export {
  playerSystemRecord,
  type HeadToHeadRow,
  type PlayerPlay,
  type PlayerSystemRecord,
} from "./statistics/system-player";
export { demoPlays, demoRng, demoGenerators, type DemoSystemId } from "./demo/system-plays";
export {
  checkRules,
  checkRulesForm,
  DISCARD_MODES,
  FORMULA_KINDS,
  formToRaw,
  GAME_TIE_BREAKS,
  presetFormula,
  presetsFor,
  problemsAt,
  readNumber,
  RULE_SET_PRESETS,
  rulesPreset,
  rulesToForm,
  STANDINGS_TIE_BREAKS,
  TABLE_SIZES,
  type RuleProblem,
  type RuleProblemKey,
  type RuleSetPreset,
  type RulesForm,
} from "./rules-form";
export {
  compareRules,
  previewSampleNight,
  sampleNight,
  type ComparedRow,
  type RulesComparison,
  type SamplePreview,
} from "./rules-preview";
