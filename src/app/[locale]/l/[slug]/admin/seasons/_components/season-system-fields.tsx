"use client";
import { useLocale, useTranslations } from "next-intl";
import { labelIn } from "@/lib/plays/label-in";
import { gameSystems, getSystem, dealsObjectives, type PlaySettings } from "@/scoring";

/**
 * The season's game system, fixed once it has games (sent as a hidden input then: a disabled select sends nothing),
 * and the rules edition for a system with several.
 */
export function SeasonSystemFields({
  idPrefix: p,
  systemId,
  onSystem,
  locked,
  settings,
  errors,
}: {
  idPrefix: string;
  systemId: string;
  onSystem: (systemId: string) => void;
  locked: boolean;
  settings: PlaySettings;
  errors: (name: string) => string[] | undefined;
}) {
  const tp = useTranslations("plays");
  const locale = useLocale();
  const system = getSystem(systemId);
  const editions = !dealsObjectives(systemId) ? (system.editions ?? null) : null;
  return (
    <>
      <div>
        <label className="label" htmlFor={`${p}-system`}>
          {tp("system")}
        </label>
        <select
          id={`${p}-system`}
          name="systemId"
          className="input"
          value={systemId}
          disabled={locked}
          onChange={(e) => onSystem(e.target.value)}
          aria-describedby={`${p}-system-hint`}
          data-testid="season-system"
        >
          {gameSystems.map((s) => (
            <option key={s.id} value={s.id}>
              {labelIn(s.name, locale)}
            </option>
          ))}
        </select>
        {locked && <input type="hidden" name="systemId" value={systemId} />}
        <p id={`${p}-system-hint`} className="mt-1 text-xs text-stone-500">
          {tp("systemHint")}
        </p>
        {errors("systemId") && (
          <p className="field-error" data-testid="error-systemId">
            {errors("systemId")!.join(" ")}
          </p>
        )}
      </div>
      {editions && (
        // a new key per system: the select starts again from that system's default edition
        <div key={`edition-${systemId}`}>
          <label className="label" htmlFor={`${p}-rulesEdition`}>
            {tp("rulesEdition")}
          </label>
          <select
            id={`${p}-rulesEdition`}
            name="rulesEdition"
            className="input"
            defaultValue={String(settings.edition ?? editions.default)}
            data-testid="season-rulesEdition"
          >
            {editions.values.map((year) => (
              <option key={year} value={year}>
                {tp("rulesEditionValue", { year })}
              </option>
            ))}
          </select>
        </div>
      )}
    </>
  );
}
