"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { FormMessage } from "@/components/ui/form-error";
import { copyObjective } from "@/server/actions/copy-objective";
import { deleteObjective } from "@/server/actions/delete-objective";
import { useFeatureErrorText } from "./use-feature-error";

/** Copy / delete buttons of one objective (organiser). */
export function ObjectiveActions({
  slug,
  edition,
  objectiveId,
  number,
}: {
  slug: string;
  edition: number;
  objectiveId: string;
  number: number;
}) {
  const t = useTranslations("objectives");
  const err = useFeatureErrorText("objectives");
  const router = useRouter();
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const base = `/l/${slug}/seasons/${edition}/objectives`;
  const copy = () =>
    start(async () => {
      const res = await copyObjective({ slug, edition, objectiveId });
      if (res.ok) router.push(`${base}/${res.data.number}/edit`);
      else setError(res.formError ?? "unexpected");
    });
  const remove = () => {
    if (!window.confirm(t("confirmDelete", { number }))) return;
    start(async () => {
      const res = await deleteObjective({ slug, edition, objectiveId });
      if (res.ok) router.push(base);
      else setError(res.formError ?? "unexpected");
    });
  };
  return (
    <div className="space-y-2">
      <FormMessage message={err(error)} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={copy} disabled={pending}>
          {t("copy")}
        </button>
        <button type="button" className="btn-secondary text-red-700" onClick={remove} disabled={pending}>
          {t("delete")}
        </button>
      </div>
    </div>
  );
}
