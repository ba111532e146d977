import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import {
  type GenerateCall,
  type GenerateMutationOptions,
  useGenerateMutation,
} from '@/lib/api/generate-mutation';
import { refreshBalance, useBalance } from '@/lib/auth/get-me';
import { getToken, useAuthToken } from '@/lib/auth/token';
import { notify } from '@/lib/toast';
import type { GeneratorFormProps } from './generator-form';
import { type GenerationFailureMessages, notifyGenerationFailure } from './generation-failure';

/** A kind's wording of the generate flow: its failures, sign-in required and the empty prompt. */
export interface GenerateMessages extends GenerationFailureMessages {
  signInTitle: MessageDescriptor;
  signInDescription: MessageDescriptor;
  emptyTitle: MessageDescriptor;
  emptyDescription: MessageDescriptor;
}

/** One generation shown: the request, what it gave (as the kind keeps it) and a local id. */
export interface GenerateResult<R, T> {
  readonly id: string;
  readonly request: R;
  readonly value: T;
}

export interface UseGenerateOptions<R, A, T> extends GenerateMutationOptions<A> {
  /** The kind's call (its endpoint), with the action's Idempotency-Key. */
  call: GenerateCall<R, A>;
  messages: GenerateMessages;
  /** The insufficient-credits toast's action. */
  onTopUp: () => void;
  /** What the request costs (the domain's rule): the insufficient toast's shortfall. */
  cost: (request: R) => number;
  /** What the screen keeps of an answer (the answer itself when not given). */
  keep?: (answer: A, request: R) => T;
  /** After a success, with what was kept (an auto-save, for instance). */
  onSuccess?: (kept: T, request: R) => void;
}

/**
 * A kind's generate flow: signed out → the sign-in toast and the sign-in page; else the call
 * (its key, the balance refreshed after it), the result kept, and a failure's toast chosen by the
 * error's code (a 402 with the shortfall and a top-up action). `resultRef` goes on the result's
 * focusable element: each new result takes the focus, then scrolls into view, so a keyboard or
 * screen-reader user lands on it — a result that appears later (a job that completes) as well.
 */
export function useGenerate<R, A, T = A>(options: UseGenerateOptions<R, A, T>) {
  const { call, messages, onTopUp, cost, keep, onSuccess, remaining, onSettled } = options;
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = Boolean(useAuthToken());
  const { balance } = useBalance();
  const mutation = useGenerateMutation(call, { remaining, onSettled });
  const [pending, setPending] = useState<R | null>(null);
  const [result, setResult] = useState<GenerateResult<R, T> | null>(null);
  const t = (message: MessageDescriptor) => intl.formatMessage(message);

  // A new callback for each result: React attaches it again, so the new result takes the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the result is the trigger
  const resultRef = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      element.focus({ preventScroll: true });
      element.scrollIntoView({ behavior: 'smooth', block: 'start' });
    },
    [result],
  );

  const generate = (request: R) => {
    if (!getToken()) {
      notify.error(t(messages.signInTitle), t(messages.signInDescription));
      navigate(paths.signin);
      return;
    }
    setPending(request);
    mutation.mutate(request, {
      onSuccess: (answer) => {
        const value = keep ? keep(answer, request) : (answer as unknown as T);
        setResult({ id: Date.now().toString(36), request, value });
        onSuccess?.(value, request);
      },
      onError: (error) => {
        // The shortfall from what the screen knows (the error's code says why, never its text).
        const need = Math.max(1, cost(request) - (balance ?? 0));
        notifyGenerationFailure(intl, error, messages, {
          onTopUp,
          insufficientValues: { count: need },
        });
      },
    });
  };

  const onEmptyPrompt = () => notify.error(t(messages.emptyTitle), t(messages.emptyDescription));
  /** What the kind's form is given: spread it, `<VoiceGeneratorForm {...flow.form} />`. */
  const form: GeneratorFormProps<R> = {
    signedIn,
    balance,
    isPending: mutation.isPending,
    onGenerate: generate,
    onEmptyPrompt,
  };

  return {
    form,
    signedIn,
    balance,
    generate,
    isPending: mutation.isPending,
    /** The request being generated, while it runs. */
    pending: mutation.isPending ? pending : null,
    result,
    resultRef,
    /** The form's empty prompt: the kind's 'Prompt Required' toast. */
    onEmptyPrompt,
    /** The balance fetched again (a job that ended later: its debit or refund). */
    refreshBalance: () => refreshBalance(queryClient),
  };
}
