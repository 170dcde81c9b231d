// Form plumbing of the account pages: inline field errors (DESIGN: errors under fields), API refusals placed on the
// field whose rule they are (else a toast), and a guard that blocks a second submit while one runs (SPEC §4).
import { useCallback, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@mall/shared';
import { useToast } from '../../components/Toast';
import { API_TOAST_MS } from '../../components/use-api-error-toast';
import { apiErrorMessage } from '../../lib/api-error';
import type { ApiResult } from '../../lib/context';
import { loadedMessageKeys } from '../../i18n';

/** The API's error code of a message key: 'sms.codeWrong' → 'SMS_CODE_WRONG' (apps/api platform/errors.ts). */
export const codeOfKey = (key: string): string => key.replace(/[.]/g, '_').toUpperCase();
// Built from the catalogue's keys that came with the texts (i18n/index.ts), not a list of its own in every page's
// code (decision 024); made again when more texts have come.
let keyOfCodeMap = new Map<string, MessageKey>();
let mappedKeys = 0;
/** The message key behind an API error code, when the code comes from the shared catalogue. */
export function keyOfCode(code: unknown): MessageKey | null {
  if (typeof code !== 'string') return null;
  const keys = loadedMessageKeys();
  if (mappedKeys !== keys.size) {
    keyOfCodeMap = new Map([...keys].map((key) => [codeOfKey(key), key as MessageKey]));
    mappedKeys = keys.size;
  }
  return keyOfCodeMap.get(code) ?? null;
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface FieldErrorState<F extends string> {
  errors: FieldErrors<F>;
  /** Replaces all errors (a submit's validation). */
  setErrors(next: FieldErrors<F>): void;
  /** Sets or clears one field's error. */
  setError(field: F, message: string | null): void;
}

export function useFieldErrors<F extends string>(): FieldErrorState<F> {
  const [errors, setErrorsState] = useState<FieldErrors<F>>({});
  const setErrors = useCallback((next: FieldErrors<F>) => setErrorsState(next), []);
  const setError = useCallback((field: F, message: string | null) => {
    setErrorsState((cur) => {
      if ((cur[field] ?? null) === message) return cur;
      const next = { ...cur };
      if (message) next[field] = message;
      else delete next[field];
      return next;
    });
  }, []);
  return { errors, setErrors, setError };
}

/** Runs rules in order, answers the translated errors by field (empty when all pass). */
export function validate<F extends string>(
  t: (key: string) => string,
  checks: [F, MessageKey | null][],
): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const [field, key] of checks) if (key && !out[field]) out[field] = t(key);
  return out;
}

export const hasErrors = (errors: FieldErrors<string>): boolean => Object.keys(errors).length > 0;

/** Moves the focus to the first field in error (fields carry aria-invalid). */
export function focusFirstError(form: HTMLElement | null): void {
  const el = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  el?.focus();
}

/**
 * Shows a failed answer: on its field when the refusal is that field's rule (`fieldOf`), otherwise as a toast.
 * Answers true when the result was an error.
 */
export function useShowApiError<F extends string>(
  setError: (field: F, message: string | null) => void,
  fieldOf: Partial<Record<MessageKey, F>>,
): (result: ApiResult<unknown>) => boolean {
  const { t } = useTranslation();
  const toast = useToast();
  return useCallback(
    (result: ApiResult<unknown>) => {
      const message = apiErrorMessage(result, t);
      if (message === null) return false;
      const key = result.status === 400 ? keyOfCode((result.data as { code?: unknown } | null)?.code) : null;
      const field = key ? fieldOf[key] : undefined;
      if (field) setError(field, message);
      else toast.show(message, API_TOAST_MS, result.status >= 500 ? 'error' : 'warning');
      return true;
    },
    [t, toast, setError, fieldOf],
  );
}

/**
 * One submit at a time: a second one while the first runs is ignored (a ref, so even two clicks in the same tick).
 * `fn` answers true to stay locked (success that leaves the page: no submit until it is gone).
 */
export function useSubmitGuard(): { pending: boolean; run: (fn: () => Promise<boolean | void>) => Promise<void> } {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (fn: () => Promise<boolean | void>) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    let keep = false;
    try {
      keep = (await fn()) === true;
    } finally {
      if (!keep) {
        busy.current = false;
        setPending(false);
      }
    }
  }, []);
  return { pending, run };
}

/** Message keys of the API that belong to a field of the account forms. */
export const FIELD_KEYS = {
  userName: ['account.usernameInvalid', 'account.usernameTaken'],
  mobile: ['account.phoneInvalid', 'account.mobileTaken', 'account.mobileNotRegistered', 'account.mobileSame'],
  code: ['account.codeRequired', 'sms.codeWrong', 'sms.codeExpired', 'sms.codeBurnt'],
  passWord: ['account.passwordRequired', 'account.passwordRule'],
  confirm: ['account.passwordMismatch'],
  terms: ['account.termsRequired'],
} as const satisfies Record<string, readonly MessageKey[]>;

/** fieldOf map for useShowApiError: each listed key on the named field of this form. */
export function fieldMap<F extends string>(
  entries: Partial<Record<F, readonly MessageKey[]>>,
): Partial<Record<MessageKey, F>> {
  const out: Partial<Record<MessageKey, F>> = {};
  for (const [field, keys] of Object.entries(entries) as [F, readonly MessageKey[]][]) {
    for (const key of keys) out[key] = field;
  }
  return out;
}

export interface AccountForm<F extends string> extends FieldErrorState<F> {
  showApiError: (result: ApiResult<unknown>) => boolean;
  pending: boolean;
  run: (fn: () => Promise<boolean | void>) => Promise<void>;
  formRef: RefObject<HTMLFormElement | null>;
  /** the change handler of a field: sets the value and clears the field's error */
  edit(field: F, set: (value: string) => void): (value: string) => void;
  /** Shows a submit's validation: true when nothing is wrong, else the first field in error gets the focus. */
  passes(found: FieldErrors<F>): boolean;
  /** the form's onSubmit: no native submit, `submit` instead */
  onSubmit(submit: () => unknown): (e: FormEvent<HTMLFormElement>) => void;
}

/** What every account form holds: its field errors, API refusals on their fields, one submit at a time. */
export function useAccountForm<F extends string>(fieldOf: Partial<Record<MessageKey, F>>): AccountForm<F> {
  const { errors, setErrors, setError } = useFieldErrors<F>();
  const showApiError = useShowApiError(setError, fieldOf);
  const { pending, run } = useSubmitGuard();
  const formRef = useRef<HTMLFormElement>(null);
  const edit = (field: F, set: (value: string) => void) => (value: string) => {
    set(value);
    setError(field, null);
  };
  const passes = (found: FieldErrors<F>) => {
    setErrors(found);
    if (!hasErrors(found)) return true;
    // let React paint aria-invalid first
    queueMicrotask(() => focusFirstError(formRef.current));
    return false;
  };
  const onSubmit = (submit: () => unknown) => (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void submit();
  };
  return { errors, setErrors, setError, showApiError, pending, run, formRef, edit, passes, onSubmit };
}
