export type { PlanningInput, PlanningNight, PlanningPlayer, Proposal, TableSizes } from "./types";
export { PlanningInputError, type PlanningErrorCode } from "./errors";
export { proposeTables, proposeTablesCounted, WORK_BUDGET, type CountedProposal } from "./propose";
export { chooseTableSizes, MAX_PLAYERS } from "./sizes";
export { balanceCost, describeBalance, type BalanceFigures } from "./balance";
export { assignSides } from "./sides";
export { applySwaps, verifyTables, type TableChange, type Verification } from "./verify";
