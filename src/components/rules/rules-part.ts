import type { RulesForm } from "@/scoring";

/** What each part of the rules editor gets: the ids' prefix, the form, one way to change it and its problems. */
export type RulesPartProps = {
  /** unique per page: prefixes every id */
  id: string;
  form: RulesForm;
  /** changes a copy of the form and hands it to the caller */
  set: (change: (draft: RulesForm) => void) => void;
  /** the problems at a path or below it, said in the reader's language */
  errors: (path: string) => string[] | undefined;
};
