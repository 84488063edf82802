import { isObject } from "./prepare";
import { getSystem } from "./registry";
import type { Play } from "./types";

/**
 * The play as the rules decide it, for a form (issue 21): a decisive seat flag that the recorded values make true is
 * set (Nero: 4 Areas, or Emperor with 3), since an unticked box is no claim. A ticked flag the values deny is left for
 * rankPlay to refuse at the field; imports are not passed through here, so a contradiction in history is refused.
 */
export function withDerivedFlags(systemId: string, play: Play): Play {
  const rules = getSystem(systemId).ranking.decisive.filter((r) => r.kind === "seatFlag" && r.derive);
  if (!rules.length || !isObject(play) || !Array.isArray(play.seats)) return play;
  return {
    ...play,
    seats: play.seats.map((seat) => {
      if (!isObject(seat) || !isObject(seat.values)) return seat;
      let values = seat.values;
      for (const rule of rules)
        if (rule.kind === "seatFlag" && values[rule.field] !== true && rule.derive!(values)?.value === true)
          values = { ...values, [rule.field]: true };
      return values === seat.values ? seat : { ...seat, values };
    }),
  };
}
