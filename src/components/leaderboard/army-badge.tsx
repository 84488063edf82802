import { armyHex } from "@/lib/display/army-colors";

/** A player's name with their army colour as a swatch (the colour is decoration; the name carries the meaning). */
export function ArmyBadge({ name, color, armyName }: { name: string; color: string; armyName?: string | null }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-2">
      <span
        aria-hidden="true"
        className="inline-block size-3 shrink-0 rounded-full ring-1 ring-stone-400"
        style={{ backgroundColor: armyHex(color) }}
      />
      <span className="truncate">
        {name}
        {armyName && <span className="block truncate text-xs text-stone-500">{armyName}</span>}
      </span>
    </span>
  );
}
