// Season and game-night recaps: movement, awards, what each player needs (src/scoring/README.md, "Recaps").
export { gameMovement, leaderOf, type GameMovement, type MovementRow } from "./movement";
export {
  seasonAwards,
  seasonAwardsFromSeason,
  seasonLines,
  type Award,
  type SeasonAwards,
  type SeasonLine,
} from "./awards";
export { maxGamePoints, passTargets, titleRace, type Contender, type PassTarget, type TitleRace } from "./tonight";
