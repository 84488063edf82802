"use client";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { clearDraft, loadDraft, saveDraft } from "@/lib/offline/outbox";
import { browserStore, keepThisPage, useOfflineOwner } from "./owner";

/**
 * Controlled-state draft (decision 0025): like useState, but the value is also kept in the phone's storage under
 * `form` while the user types, and restored when the form opens again (after the first render, so the server's
 * HTML and the first client render agree). `clear()` after the server accepted the form.
 */
export function useDraft<T>(form: string, initial: T | (() => T)) {
  const owner = useOfflineOwner() ?? "anonymous";
  const [value, setValue] = useState<T>(initial);
  const restored = useRef(false);
  useKeepThisPage();
  useEffect(() => {
    const store = browserStore();
    const draft = store ? loadDraft<T>(store, owner, form) : null;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage exists only after hydration
    if (draft !== null) setValue(draft);
    restored.current = true;
  }, [owner, form]);
  useEffect(() => {
    const store = browserStore();
    if (store && restored.current) saveDraft(store, owner, form, value);
  }, [owner, form, value]);
  const clear = useCallback(() => {
    const store = browserStore();
    if (store) clearDraft(store, owner, form);
  }, [owner, form]);
  return [value, setValue, clear] as const;
}

/** A form page is kept for offline reading as soon as it opens (see keepThisPage). */
function useKeepThisPage() {
  useEffect(() => keepThisPage(), []);
}

/**
 * Draft of a form with uncontrolled inputs (defaultValue): named text fields, selects and checkboxes are saved on
 * every input and written back into the form when it opens again (unfolding its <details>). Returns `clear()`.
 */
export function useFormDraft(formRef: RefObject<HTMLFormElement | null>, form: string, opts: { skip?: string[] } = {}) {
  const owner = useOfflineOwner() ?? "anonymous";
  useKeepThisPage();
  const skip = opts.skip?.join(",") ?? "";
  useEffect(() => {
    const el = formRef.current;
    const store = browserStore();
    if (!el || !store) return;
    const skipped = new Set(skip ? skip.split(",") : []);
    const fields = () =>
      [...el.elements].filter(
        (f): f is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
          (f instanceof HTMLInputElement || f instanceof HTMLSelectElement || f instanceof HTMLTextAreaElement) &&
          !!f.name &&
          !skipped.has(f.name) &&
          f.type !== "hidden" &&
          f.type !== "file",
      );
    const draft = loadDraft<Record<string, string | boolean>>(store, owner, form);
    if (draft) {
      // a form folded away (<details>) with something typed in it is shown open: the typing is not lost from view
      const fold = el.closest("details");
      if (fold) fold.open = true;
      for (const f of fields()) {
        if (!(f.name in draft)) continue;
        if (f instanceof HTMLInputElement && f.type === "checkbox") f.checked = draft[f.name] === true;
        else f.value = String(draft[f.name]);
      }
    }
    const save = () =>
      saveDraft(
        store,
        owner,
        form,
        Object.fromEntries(
          fields().map((f) => [f.name, f instanceof HTMLInputElement && f.type === "checkbox" ? f.checked : f.value]),
        ),
      );
    el.addEventListener("input", save);
    el.addEventListener("change", save);
    return () => {
      el.removeEventListener("input", save);
      el.removeEventListener("change", save);
    };
  }, [formRef, owner, form, skip]);
  return useCallback(() => {
    const store = browserStore();
    if (store) clearDraft(store, owner, form);
  }, [owner, form]);
}
