import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_ERRORS_NS, apiFieldMessage } from '../../lib/http/api-error-message';
import { problemsOf, type Problem, type Rule } from '../../lib/forms/person-rules';

interface FormRules<V> {
  /** each field's rules, run in order */
  fields: Partial<Record<keyof V & string, Rule[]>>;
  /** checks that compare fields (the confirmation of a password), by field */
  across?: (values: V) => Partial<Record<keyof V & string, Problem>>;
  /** the API's name of a field, when it differs from the form's (`profile.name`) */
  apiName?: (field: string) => string;
}

/**
 * The state of one tab's form: its values, the browser's checks (shown once the form was sent)
 * and, for each field, the browser's message, else the server's refusal of that field (by its
 * code) from `submitError`, the mutation's last error.
 */
export function useCheckedForm<V extends Record<string, string>>(
  initial: V,
  formRules: FormRules<V>,
  submitError: unknown,
) {
  const { t } = useTranslation(['account', API_ERRORS_NS]);
  const [values, setValues] = useState<V>(initial);
  const [checked, setChecked] = useState(false);
  const { apiName = (field: string) => field } = formRules;
  const allProblems = (v: V): Record<string, Problem | undefined> => ({
    ...formRules.across?.(v),
    ...problemsOf(v, formRules.fields as Record<string, Rule[]>),
  });
  const problems = checked ? allProblems(values) : {};

  const error = (field: keyof V & string): string | undefined => {
    const problem = problems[field];
    if (problem) return t(problem.key, problem.values);
    return apiFieldMessage(t, submitError, apiName(field));
  };
  const set = (field: keyof V & string, value: string) =>
    setValues((previous) => ({ ...previous, [field]: value }));
  /** Marks the form as sent: true when every field passes the browser's checks. */
  const check = () => {
    setChecked(true);
    return Object.values(allProblems(values)).every((problem) => !problem);
  };
  /** Back to `next` with no message shown (after a save that empties the form). */
  const reset = (next: V) => {
    setValues(next);
    setChecked(false);
  };
  return { values, set, error, check, reset };
}
