import type { ReactNode } from 'react';
import { SegmentedChoice } from './segmented-choice';
import * as styles from './segmented-choice.css';

export interface ModelChoiceProps<M extends string> {
  /** Names the group (its label's id). */
  id: string;
  label: ReactNode;
  models: readonly M[];
  value: M;
  onChange: (model: M) => void;
  /** Whether the server can run the model (GET /api/models). */
  available: (model: M) => boolean;
  /** Whether the server has answered: until then no model is called unavailable. */
  known: boolean;
  modelName: (model: M) => string;
  /** The reason shown under the control for a model the server cannot run. */
  unavailableNote: (name: string) => ReactNode;
}

/** The generators' model picker: a model the server cannot run is disabled, with the reason. */
export function ModelChoice<M extends string>({
  id,
  label,
  models,
  value,
  onChange,
  available,
  known,
  modelName,
  unavailableNote,
}: ModelChoiceProps<M>) {
  return (
    <SegmentedChoice
      id={id}
      label={label}
      options={models}
      value={value}
      onChange={onChange}
      optionLabel={modelName}
      isOptionDisabled={(model) => !available(model)}
    >
      {models
        .filter((model) => known && !available(model))
        .map((model) => (
          <p key={model} className={styles.note}>
            {unavailableNote(modelName(model))}
          </p>
        ))}
    </SegmentedChoice>
  );
}
