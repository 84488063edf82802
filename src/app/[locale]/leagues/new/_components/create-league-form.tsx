"use client";
import { useRouter } from "next/navigation";
import { useSession } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { PlaysTooFields } from "@/components/account/plays-too-fields";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-error";
import { useErrorText } from "@/components/ui/use-error-text";
import { useFormAction } from "@/components/ui/use-form-action";
import { slugify } from "@/lib/display/slug";
import { createLeague } from "@/server/actions/create-league";

export function CreateLeagueForm() {
  const t = useTranslations("leagues");
  const err = useErrorText();
  const router = useRouter();
  const { update } = useSession();
  const [name, setName] = useState("");
  const [state, onSubmit, pending] = useFormAction(createLeague);
  const slug = state?.ok ? state.data.leagueSlug : null;
  // Once per created league: the session's update() gets a new identity each time the session changes, so an effect
  // that ran on every change would update, navigate and update again for as long as the navigation takes.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!slug || opened.current === slug) return;
    opened.current = slug;
    // the header's league switcher reads the session: refresh it, then open the new league's admin
    void update().finally(() => router.push(`/l/${slug}/admin`));
  }, [slug, update, router]);
  const fieldErrors = state && !state.ok ? state.fieldErrors : undefined;
  const nameErrors = fieldErrors?.name?.map((key) =>
    key.startsWith("slugTaken:")
      ? t("slugTaken", { slug: key.slice("slugTaken:".length) })
      : key.startsWith("tooManyLeagues:")
        ? t("tooManyLeagues", { count: Number(key.slice("tooManyLeagues:".length)) })
        : (err(key) ?? key),
  );
  const formError = state && !state.ok && !nameErrors?.length ? err(state.formError) : undefined;
  return (
    <form onSubmit={onSubmit} className="card space-y-4" noValidate>
      <FormMessage message={formError} />
      <Field
        name="name"
        label={t("name")}
        required
        maxLength={80}
        value={name}
        onChange={(e) => setName(e.target.value)}
        hint={t("addressHint", { slug: slugify(name) })}
        errors={nameErrors}
      />
      <PlaysTooFields errors={fieldErrors?.playerName?.map((key) => err(key) ?? key)} />
      <button type="submit" className="btn-primary w-full" disabled={pending || Boolean(slug)}>
        {t("create")}
      </button>
    </form>
  );
}
