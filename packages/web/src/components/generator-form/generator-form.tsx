import { Button, ButtonLink, NumberField, Option, Select } from '@lumen/ui';
import type { FormEvent, ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { paths } from '@/config/paths';

/** The prompt text area is the form fields' bound TextArea. */
export { FormTextArea } from '@/components/form/form-fields';

/** What a generator's form is given by its screen; `R` is the request it sends. */
export interface GeneratorFormProps<R> {
  signedIn: boolean;
  /** Credits the user has now; undefined while unknown. */
  balance: number | undefined;
  /** While a generation runs: Generate is busy and disabled. */
  isPending: boolean;
  /** Called with a valid request; the screen handles the toasts and the call. */
  onGenerate: (request: R) => void;
  /** Called when the trimmed prompt is empty (SPEC §5 'Prompt Required'). */
  onEmptyPrompt: () => void;
}

/** The generators' fields are bound to react-hook-form by control and name. */
interface Bound<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
}

/**
 * The generators' submit: SPEC §5 — a prompt of only spaces is not sent but reported through
 * `onEmptyPrompt` (the 'Prompt Required' toast); otherwise the form's own (validating) submit runs.
 */
export function usePromptSubmit(
  prompt: string | undefined,
  submit: (event: FormEvent) => Promise<void>,
  onEmptyPrompt: () => void,
) {
  return (event: FormEvent) => {
    event.preventDefault();
    if ((prompt ?? '').trim() === '') {
      onEmptyPrompt();
      return;
    }
    void submit(event);
  };
}

/** A select over fixed options, each shown by its translated label. */
export function FormSelect<T extends FieldValues, V extends string>({
  control,
  name,
  label,
  options,
  optionLabel,
}: Bound<T> & { options: readonly V[]; optionLabel: (value: V) => string }) {
  const { field } = useController({ control, name });
  return (
    <Select
      label={label}
      selectedKey={(field.value as V | undefined) ?? null}
      onSelectionChange={(key) => field.onChange(key)}
    >
      {options.map((value) => (
        <Option key={value} id={value}>
          {optionLabel(value)}
        </Option>
      ))}
    </Select>
  );
}

/**
 * How many results to ask for, a whole number in [minValue, maxValue]; cleared means 1. The
 * count reaches the form as it is typed, so the cost on screen is the cost of what is sent.
 */
export function FormCountField<T extends FieldValues>({
  control,
  name,
  label,
  minValue,
  maxValue,
}: Bound<T> & { minValue: number; maxValue: number }) {
  const { field } = useController({ control, name });
  return (
    <NumberField
      label={label}
      minValue={minValue}
      maxValue={maxValue}
      step={1}
      commitWhileTyping
      value={(field.value as number | undefined) ?? 1}
      onChange={(value) => field.onChange(Number.isNaN(value) ? 1 : value)}
    />
  );
}

export interface GenerateActionProps {
  signedIn: boolean;
  isPending: boolean;
  /** Disabled while there is no prompt (the pending state disables it too). */
  promptEmpty: boolean;
  generate: ReactNode;
  generating: ReactNode;
  /** The link's text when signed out: it goes to sign in instead. */
  signInToGenerate: ReactNode;
  /** The spinner's name while pending; the ui Button's own default when not given. */
  loadingLabel?: string;
}

/** The generators' submit button, or a link to sign in when signed out. */
export function GenerateAction({
  signedIn,
  isPending,
  promptEmpty,
  generate,
  generating,
  signInToGenerate,
  loadingLabel,
}: GenerateActionProps) {
  if (!signedIn) {
    return (
      <ButtonLink href={paths.signin} size="lg">
        {signInToGenerate}
      </ButtonLink>
    );
  }
  return (
    <Button
      type="submit"
      size="lg"
      isDisabled={promptEmpty || isPending}
      isPending={isPending}
      loadingLabel={loadingLabel}
    >
      {isPending ? generating : generate}
    </Button>
  );
}
