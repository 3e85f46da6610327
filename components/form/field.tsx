import styles from "./field.module.css";

type FormFieldProps = {
  /** The control's id: the label points at it and the error is found from it. */
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: React.ReactNode;
};

/**
 * A labelled form control with its validation message underneath. Plain markup with the classes
 * Radix's Flex and Text render: forms are client components, and the sign-in form should not
 * bring those components' client code to the page.
 */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <div className={`rt-Flex rt-r-fd-column rt-r-gap-1 ${styles.field}`}>
      <label htmlFor={id} className="rt-Text rt-r-size-2 rt-r-weight-medium">
        {label}
      </label>
      {children}
      {error ? (
        <span id={errorId(id)} className="rt-Text rt-r-size-1" data-accent-color="red">
          {error}
        </span>
      ) : hint ? (
        <span className="rt-Text rt-r-size-1" data-accent-color="gray">
          {hint}
        </span>
      ) : null}
    </div>
  );
}

const errorId = (id: string) => `${id}-error`;

/** The accessibility attributes tying a control to its `FormField` message. */
export const controlProps = (id: string, error?: string) => ({
  id,
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? errorId(id) : undefined,
});
