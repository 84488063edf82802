"use client";
import { useTranslations } from "next-intl";
import type { PlayFormState } from "@/lib/plays/play-form";
import { playedVariants, type GameSystem, type Play } from "@/scoring";
import { FieldInput } from "./field-input";
import { PlayEndingFields } from "./play-ending-fields";
import type { PlayText } from "./use-play-text";

/** The game's own fieldset: how it ended, the definition's game fields and the variants played. */
export function PlayGameFields({
  system,
  state,
  play,
  setState,
  text,
}: {
  system: GameSystem;
  state: PlayFormState;
  /** the play the form describes, for the variants that follow from a game field */
  play: Play;
  setState: (change: (s: PlayFormState) => PlayFormState) => void;
  text: PlayText;
}) {
  const t = useTranslations("plays");
  // ticked by hand, or following from a game field as typed (CotE II: seasons 5 is the fifth season; decision 0063)
  const shownVariants = playedVariants(system, play.game, play.variants);
  const fieldLabel = (key: string) => {
    const def = system.gameFields.find((d) => d.key === key);
    return def ? text.label(def.label) : key;
  };
  const variantErrors = text.errorsAt("variants");
  const tick = (id: string, on: boolean) =>
    setState((s) => ({
      ...s,
      variants: on ? [...(s.variants ?? []).filter((x) => x !== id), id] : (s.variants ?? []).filter((x) => x !== id),
    }));
  return (
    <fieldset className="card space-y-3">
      <legend className="h2">{t("game")}</legend>
      <PlayEndingFields
        system={system}
        state={state}
        onChange={(patch) => setState((s) => ({ ...s, ...patch }))}
        text={text}
      />
      {system.gameFields.map((def) => (
        <FieldInput
          key={def.key}
          id={`play-game-${def.key}`}
          def={def}
          label={text.label(def.label)}
          hint={text.hint(def)}
          optionLabel={text.label}
          value={state.game[def.key]}
          onChange={(v) => setState((s) => ({ ...s, game: { ...s.game, [def.key]: v } }))}
          errors={text.errorsAt(`game.${def.key}`)}
          yes={text.yes}
          no={text.no}
        />
      ))}
      {system.variants.length > 0 && (
        <fieldset data-testid="play-variants">
          <legend className="label">{t("variants")}</legend>
          {system.variants.map((v) => (
            <label key={v.id} className="flex items-center gap-2">
              {/* a variant that follows from a game field is shown as that field says, not ticked (decision 0063) */}
              <input
                type="checkbox"
                data-testid={`play-variant-${v.id}`}
                checked={shownVariants.includes(v.id)}
                disabled={v.when !== undefined}
                onChange={(e) => tick(v.id, e.target.checked)}
              />
              {text.label(v.label)}
              {v.when && (
                <span className="text-xs opacity-70">
                  {" "}
                  {t("variantFollows", { field: fieldLabel(v.when.gameField), value: String(v.when.equals) })}
                </span>
              )}
            </label>
          ))}
          {variantErrors && (
            <p className="field-error" data-testid="error-variants">
              {variantErrors.join(" ")}
            </p>
          )}
        </fieldset>
      )}
    </fieldset>
  );
}
