"use client";
import { useTranslations } from "next-intl";
import { useErrorText } from "@/components/ui/use-error-text";

/** Error keys of the objectives/game-night actions: the feature's own "errors" first, then the shared ones. */
export function useFeatureErrorText(ns: "objectives" | "gameNight") {
  const t = useTranslations(ns);
  const shared = useErrorText();
  return (key: string | undefined | null) => {
    if (!key) return undefined;
    const own = `errors.${key}`;
    return t.has(own) ? t(own) : shared(key);
  };
}

/** "code|line:3|objective:2|territory:x|param:k=v" (see issueText on the server) → a readable sentence. */
export function useIssueText() {
  const t = useTranslations("objectives.validation");
  return (raw: string) => {
    const [code, ...parts] = raw.split("|");
    const at: Record<string, string> = {};
    const params: Record<string, string> = { values: "", header: "", other: "", index: "" };
    for (const p of parts) {
      const [kind, rest] = [p.slice(0, p.indexOf(":")), p.slice(p.indexOf(":") + 1)];
      if (kind === "param") params[rest.slice(0, rest.indexOf("="))] = rest.slice(rest.indexOf("=") + 1);
      else at[kind] = rest;
    }
    const where = [
      at.line && t("line", { line: at.line }),
      at.objective && t("objective", { number: at.objective }),
      at.territory && t("territory", { id: at.territory }),
    ].filter(Boolean);
    const text = t.has(code) ? t(code, params) : code;
    return where.length ? `${where.join(", ")}: ${text}` : text;
  };
}
