import { radixButton } from "@/components/radix-button";

/** Radix's Spinner as plain markup (its classes), for places that should not load its code. */
export function SpinnerMarkup() {
  return (
    <span className="rt-Spinner rt-r-size-2">
      {Array.from({ length: 8 }, (_, i) => (
        <span key={i} className="rt-SpinnerLeaf" />
      ))}
    </span>
  );
}

/**
 * A submit button (Radix's solid Button, size 2 or 3) that reads 'Carregando' with a spinner
 * (and is disabled) while `loading`. Plain markup with the classes Radix's Button and Spinner
 * render: the sign-in form should not bring their client code to the page.
 */
export function SubmitButton({
  loading,
  disabled,
  size = "2",
  children,
}: {
  loading: boolean;
  disabled?: boolean;
  size?: "2" | "3";
  children: React.ReactNode;
}) {
  const off = loading || disabled;
  return (
    <button
      type="submit"
      {...radixButton({ size, variant: "solid" })}
      data-disabled={off || undefined}
      disabled={off}
    >
      {loading ? (
        <>
          <SpinnerMarkup />
          Carregando
        </>
      ) : (
        children
      )}
    </button>
  );
}
