import { Flex, Text } from "@radix-ui/themes";
import styles from "./field.module.css";

type FormFieldProps = {
  /** The control's id: the label points at it and the error is found from it. */
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: React.ReactNode;
};

/** A labelled form control with its validation message underneath. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <Flex direction="column" gap="1" className={styles.field}>
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      {children}
      {error ? (
        <Text id={errorId(id)} size="1" color="red">
          {error}
        </Text>
      ) : hint ? (
        <Text size="1" color="gray">
          {hint}
        </Text>
      ) : null}
    </Flex>
  );
}

const errorId = (id: string) => `${id}-error`;

/** The accessibility attributes tying a control to its `FormField` message. */
export const controlProps = (id: string, error?: string) => ({
  id,
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? errorId(id) : undefined,
});
