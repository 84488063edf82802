/** A form-level message; role=status so it is announced without stealing focus. */
export function FormMessage({ message, tone = "error" }: { message?: string | null; tone?: "error" | "success" }) {
  if (!message) return null;
  const cls =
    tone === "error" ? "border-red-300 bg-red-50 text-red-800" : "border-green-300 bg-green-50 text-green-800";
  return (
    <p role="status" data-testid={`form-${tone}`} className={`rounded-lg border px-3 py-2 text-sm ${cls}`}>
      {message}
    </p>
  );
}
