import type { ReactNode } from 'react';
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import * as styles from './field.css';

/** The props every labelled form field shares. */
export interface FieldChromeProps {
  label?: ReactNode;
  description?: ReactNode;
  /** Shown when the field is invalid. A function gets React Aria's validation result. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

export function FieldLabel({ children }: { children?: ReactNode }) {
  return children ? <Label className={styles.label}>{children}</Label> : null;
}

export function FieldFooter({ description, errorMessage }: Omit<FieldChromeProps, 'label'>) {
  return (
    <>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}
