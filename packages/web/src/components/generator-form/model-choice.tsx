import { Segment, SegmentedControl } from '@lumen/ui';
import type { ReactNode } from 'react';
import * as styles from './model-choice.css';

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
    <div className={styles.group}>
      <p className={styles.label} id={id}>
        {label}
      </p>
      <SegmentedControl
        aria-labelledby={id}
        selectedKey={value}
        onSelectionChange={(key) => onChange(key as M)}
      >
        {models.map((model) => (
          <Segment key={model} id={model} isDisabled={!available(model)}>
            {modelName(model)}
          </Segment>
        ))}
      </SegmentedControl>
      {models
        .filter((model) => known && !available(model))
        .map((model) => (
          <p key={model} className={styles.note}>
            {unavailableNote(modelName(model))}
          </p>
        ))}
    </div>
  );
}
