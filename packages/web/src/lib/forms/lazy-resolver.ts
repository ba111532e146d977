import { useState } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<V extends FieldValues, C, O> {
  resolver: Resolver<V, C, O>;
  /** Starts loading the validation (the visitor turned to the form); safe to call often. */
  prepare: () => void;
  /** The form's handlers that call `prepare`: focus, hover, and submit (before the submit). */
  intent: FormIntentProps;
}

export interface FormIntentProps {
  onFocus: () => void;
  onPointerEnter: () => void;
  onSubmitCapture: () => void;
}

/** Whether nothing has been typed or ticked yet: every value is '' or false or unset. */
function isBlank(values: FieldValues): boolean {
  return Object.values(values).every(
    (value) => value === '' || value === false || value === undefined,
  );
}

/**
 * A react-hook-form resolver whose validation (zod and the schema, tens of KB) is loaded when the
 * visitor turns to the form rather than before the page is live. react-hook-form asks the
 * resolver as the form mounts, only to know whether submit can be enabled; a blank form is
 * answered "not valid yet" without loading anything (every form that uses this needs an email
 * or a password, so a blank form is invalid anyway, and submit stays disabled as before). Any
 * other question (values typed or autofilled, a field left, a submit) waits for the validation,
 * which `prepare` starts early on focus or hover (`intent`, spread on the form; its submit
 * handler runs in the capture phase, before react-hook-form's, so a blank form's submit is
 * checked for real and shows its messages).
 */
export function createLazyResolver<V extends FieldValues, C, O>(
  load: () => Promise<Resolver<V, C, O>>,
): LazyResolver<V, C, O> {
  let loading: Promise<Resolver<V, C, O>> | undefined;
  const prepare = () => {
    // A failed load (the network) is tried again at the next check.
    if (loading) return;
    loading = load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    // Reported by the check that awaits it; a load started on focus alone is not an error.
    loading.catch(() => undefined);
  };
  const resolver: Resolver<V, C, O> = async (values, context, options) => {
    if (!loading && isBlank(values)) {
      const unchecked = { root: { type: 'unchecked', message: '' } } as FieldErrors<V>;
      return { values: {}, errors: unchecked };
    }
    prepare();
    const resolve = await (loading as Promise<Resolver<V, C, O>>);
    return resolve(values, context, options);
  };
  return {
    resolver,
    prepare,
    intent: { onFocus: prepare, onPointerEnter: prepare, onSubmitCapture: prepare },
  };
}

/** `createLazyResolver` made once per mounted form. */
export function useLazyResolver<V extends FieldValues, C, O>(
  load: () => Promise<Resolver<V, C, O>>,
): LazyResolver<V, C, O> {
  const [lazy] = useState(() => createLazyResolver(load));
  return lazy;
}
