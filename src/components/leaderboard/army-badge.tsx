import { armyHex } from "@/lib/display/army-colors";

/**
 * A player's name with their army colour as a swatch (the colour is decoration; the name carries the meaning).
 * Styled by the `army-badge` utility (globals.css) on the outer element only: the badge is on every row of the
 * leaderboard and the head-to-head tables, in their HTML and again in the RSC payload (issue 25, decision 0060).
 */
export function ArmyBadge({ name, color, armyName }: { name: string; color: string; armyName?: string | null }) {
  return (
    <span className="army-badge">
      <span aria-hidden="true" style={{ backgroundColor: armyHex(color) }} />
      <span>
        {name}
        {armyName ? <span>{armyName}</span> : null}
      </span>
    </span>
  );
}
