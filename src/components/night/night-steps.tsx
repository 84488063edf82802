import { getTranslations } from "next-intl/server";
import type { NightFlow } from "./flow";

/**
 * A compact step indicator: one bar per step (done, now, to do) with a short label, and the current step spelled out.
 * Phone first: six steps fit 360 px; the full names are in the headline and for screen readers.
 */
export async function NightSteps({ flow }: { flow: NonNullable<NightFlow> }) {
  const t = await getTranslations("night.steps");
  const index = flow.steps.indexOf(flow.current);
  return (
    <nav
      aria-labelledby="night-steps-title"
      className="space-y-2"
      data-testid="night-steps"
      data-current={flow.current}
    >
      <p id="night-steps-title" className="text-sm font-semibold" data-testid="night-step-now">
        {t("progress", { step: index + 1, total: flow.steps.length, label: t(`long.${flow.current}`) })}
      </p>
      <ol className="flex gap-1" aria-label={t("label")}>
        {flow.steps.map((step, i) => {
          const state = i < index ? "done" : i === index ? "now" : "todo";
          return (
            <li
              key={step}
              className="min-w-0 flex-1"
              aria-current={state === "now" ? "step" : undefined}
              data-state={state}
              data-step={step}
            >
              <span
                aria-hidden
                className={`block h-1.5 rounded-full ${state === "done" ? "bg-brand-700" : state === "now" ? "bg-amber-500" : "bg-stone-300"}`}
              />
              <span
                className={`mt-1 block truncate text-[11px] leading-tight ${state === "now" ? "font-semibold text-stone-900" : "text-stone-600"}`}
              >
                {t(`short.${step}`)}
                {state !== "todo" && <span className="sr-only"> ({t(state)})</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
