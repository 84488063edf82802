"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Field } from "@/components/ui/field";

/**
 * "Gioco anch'io" (issue 22 §5): whoever creates a league is offered to be a player of it, ticked by default, with the
 * player name (empty = the account's name). Unticked, the name field goes away and nothing is sent for it.
 */
export function PlaysTooFields({ errors }: { errors?: string[] }) {
  const t = useTranslations("auth");
  const [on, setOn] = useState(true);
  return (
    <div className="space-y-2">
      <label className="flex min-h-11 items-center gap-2 font-medium">
        <input
          type="checkbox"
          name="playsToo"
          className="size-5"
          checked={on}
          onChange={(e) => setOn(e.target.checked)}
          aria-describedby="plays-too-hint"
        />
        {t("playsToo")}
      </label>
      <p id="plays-too-hint" className="text-xs text-stone-500">
        {t("playsTooHint")}
      </p>
      {on && (
        <Field
          name="playerName"
          label={t("playerName")}
          maxLength={60}
          autoComplete="nickname"
          hint={t("playerNameHint")}
          errors={errors}
        />
      )}
    </div>
  );
}
