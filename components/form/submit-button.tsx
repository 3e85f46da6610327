import { Button, Spinner } from "@radix-ui/themes";
import type { ComponentProps } from "react";

/** A submit button that reads 'Carregando' with a spinner (and is disabled) while `loading`. */
export function SubmitButton({ loading, disabled, children, ...props }: ComponentProps<typeof Button> & { loading: boolean }) {
  return (
    <Button type="submit" {...props} disabled={loading || disabled}>
      {loading ? (
        <>
          <Spinner />
          Carregando
        </>
      ) : (
        children
      )}
    </Button>
  );
}
