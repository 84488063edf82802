/**
 * A wide table's scroll container: focusable and named, so keyboard users can scroll it (axe
 * "scrollable-region-focusable"), with a visible hint on narrow screens that there is more to the side.
 */
export function ScrollRegion({
  label,
  hint,
  children,
  className = "-mx-3 px-3 sm:mx-0 sm:px-0",
}: {
  label: string;
  hint: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div>
      <p className="mb-1 text-xs text-stone-600 sm:hidden" aria-hidden="true">
        {hint} <span aria-hidden="true">→</span>
      </p>
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className={`overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700 ${className}`}
        data-testid="scroll-region"
      >
        {children}
      </div>
    </div>
  );
}
