import { ArmyBadge } from "./army-badge";

/** One opponent's record against the player: `count` is games (a season) or plays (a game system). */
export type HeadToHeadRow = { opponentId: string; count: number; ahead: number; behind: number; even: number };
type Players = Record<string, { displayName: string; armyColor: string } | undefined>;

/**
 * The rows of a head-to-head table (the player page's season table and each game's own): cells without classes,
 * styled by their table's `data-rows`, keys by position (issue 25, decision 0060: a row an opponent, 40 in a large
 * league, in the HTML and again in the RSC payload).
 */
export function HeadToHeadRows({ rows, players }: { rows: HeadToHeadRow[]; players: Players }) {
  return (
    <tbody>
      {rows.map((h, i) => (
        <tr key={i}>
          <th scope="row">
            <ArmyBadge
              name={players[h.opponentId]?.displayName ?? "?"}
              color={players[h.opponentId]?.armyColor ?? ""}
            />
          </th>
          <td>{h.count}</td>
          <td>{h.ahead}</td>
          <td>{h.behind}</td>
          <td>{h.even}</td>
        </tr>
      ))}
    </tbody>
  );
}
