"use client";

/**
 * FilterPanel — the collapsible 'Filtros' section of every list (open by default), with
 * 'Filtrar' and 'Limpar filtros'. Pair it with `useFilterForm(defaults)`, which reads the
 * filter values from the URL (and follows back/forward). 'Filtrar' sends only the non-empty
 * values and goes to page 1 keeping per_page; 'Limpar filtros' resets the form and keeps page
 * and per_page (rules in lib/client/list-url.ts).
 *
 * Filter values are strings (what a URL holds); the server page and the REST endpoint parse
 * them with the list's zod query schema. Fields are the `filter-fields` blocks. Filters have
 * nothing to validate, so the form is plain React state, not react-hook-form: that library
 * would be in every list's first load (decision 0088).
 *
 * @example
 *   "use client";
 *   export function UserFilters({ profiles }: { profiles: Option[] }) {
 *     const form = useFilterForm({ name: "", email: "", profile: "" });
 *     return (
 *       <FilterPanel form={form}>
 *         <FilterTextField form={form} name="name" label="Nome" />
 *         <FilterSelectField form={form} name="profile" label="Perfil" options={profiles} />
 *       </FilterPanel>
 *     );
 *   }
 */
import { InlineIcon } from "@/components/inline-icons";
import { Box, Button, Card, Flex, Grid, Heading, IconButton } from "@radix-ui/themes";
import { useId, useState, type ReactNode } from "react";
import { useListUrl } from "@/lib/client/use-list-url";

// ChevronDownIcon of @radix-ui/react-icons.
const CHEVRON_DOWN =
  "M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z";
// ChevronUpIcon of @radix-ui/react-icons.
const CHEVRON_UP =
  "M3.13523 8.84197C3.3241 9.04343 3.64052 9.05363 3.84197 8.86477L7.5 5.43536L11.158 8.86477C11.3595 9.05363 11.6759 9.04343 11.8648 8.84197C12.0536 8.64051 12.0434 8.32409 11.842 8.13523L7.84197 4.38523C7.64964 4.20492 7.35036 4.20492 7.15803 4.38523L3.15803 8.13523C2.95657 8.32409 2.94637 8.64051 3.13523 8.84197Z";
// MixerHorizontalIcon of @radix-ui/react-icons.
const MIXER_HORIZONTAL =
  "M5.5 3C4.67157 3 4 3.67157 4 4.5C4 5.32843 4.67157 6 5.5 6C6.32843 6 7 5.32843 7 4.5C7 3.67157 6.32843 3 5.5 3ZM3 5C3.01671 5 3.03323 4.99918 3.04952 4.99758C3.28022 6.1399 4.28967 7 5.5 7C6.71033 7 7.71978 6.1399 7.95048 4.99758C7.96677 4.99918 7.98329 5 8 5H13.5C13.7761 5 14 4.77614 14 4.5C14 4.22386 13.7761 4 13.5 4H8C7.98329 4 7.96677 4.00082 7.95048 4.00242C7.71978 2.86009 6.71033 2 5.5 2C4.28967 2 3.28022 2.86009 3.04952 4.00242C3.03323 4.00082 3.01671 4 3 4H1.5C1.22386 4 1 4.22386 1 4.5C1 4.77614 1.22386 5 1.5 5H3ZM11.9505 10.9976C11.7198 12.1399 10.7103 13 9.5 13C8.28967 13 7.28022 12.1399 7.04952 10.9976C7.03323 10.9992 7.01671 11 7 11H1.5C1.22386 11 1 10.7761 1 10.5C1 10.2239 1.22386 10 1.5 10H7C7.01671 10 7.03323 10.0008 7.04952 10.0024C7.28022 8.8601 8.28967 8 9.5 8C10.7103 8 11.7198 8.8601 11.9505 10.0024C11.9668 10.0008 11.9833 10 12 10H13.5C13.7761 10 14 10.2239 14 10.5C14 10.7761 13.7761 11 13.5 11H12C11.9833 11 11.9668 10.9992 11.9505 10.9976ZM8 10.5C8 9.67157 8.67157 9 9.5 9C10.3284 9 11 9.67157 11 10.5C11 11.3284 10.3284 12 9.5 12C8.67157 12 8 11.3284 8 10.5Z";

export type FilterValuesShape = Record<string, string>;

/** The filter form: the values on screen, which may not be applied yet, and the cleared ones. */
export type FilterForm<V extends FilterValuesShape> = {
  values: V;
  set: (name: keyof V & string, value: string) => void;
  reset: (values: V) => void;
  emptyValues: V;
};

/**
 * The list's filters as a form, kept in step with the URL.
 * `defaults` are the cleared values (e.g. `{ title: "", status: "ALL" }`).
 */
export function useFilterForm<V extends FilterValuesShape>(defaults: V): FilterForm<V> {
  const { filters } = useListUrl();
  const fromUrl = { ...defaults } as V;
  for (const key of Object.keys(defaults) as Array<keyof V & string>) {
    if (filters[key] !== undefined) (fromUrl as FilterValuesShape)[key] = filters[key];
  }
  const key = JSON.stringify(fromUrl);
  const [shown, setShown] = useState({ key, values: fromUrl });
  // Back/forward or a link changed the URL: show what the list is really filtered by.
  if (shown.key !== key) setShown({ key, values: fromUrl });
  return {
    values: shown.values,
    set: (name, value) =>
      setShown((current) => ({ ...current, values: { ...current.values, [name]: value } })),
    reset: (next) => setShown((current) => ({ ...current, values: next })),
    emptyValues: defaults,
  };
}

type Props<V extends FilterValuesShape> = {
  form: FilterForm<V>;
  children: ReactNode;
  title?: string;
  defaultOpen?: boolean;
  /** Grid columns for the fields at each breakpoint. */
  columns?: { initial?: string; sm?: string; md?: string; lg?: string };
};

export function FilterPanel<V extends FilterValuesShape>({
  form,
  children,
  title = "Filtros",
  defaultOpen = true,
  columns,
}: Props<V>) {
  const list = useListUrl();
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();

  const clear = () => {
    form.reset(form.emptyValues);
    list.clearFilters();
  };

  return (
    <Card size="2" asChild>
      <section aria-label={title}>
        <Flex align="center" justify="between">
          <Flex align="center" gap="2">
            <InlineIcon path={MIXER_HORIZONTAL} />
            <Heading as="h2" size="4">
              {title}
            </Heading>
          </Flex>
          <IconButton
            variant="ghost"
            color="gray"
            aria-expanded={open}
            aria-controls={contentId}
            aria-label={open ? "Recolher filtros" : "Expandir filtros"}
            onClick={() => setOpen(!open)}
          >
            {open ? <InlineIcon path={CHEVRON_UP} /> : <InlineIcon path={CHEVRON_DOWN} />}
          </IconButton>
        </Flex>
        {/* Radix's Box sets `display` in its class, which beats the `hidden` attribute: say it here
            too. */}
        <Box id={contentId} hidden={!open} display={open ? undefined : "none"} mt="3">
          <form
            method="get"
            onSubmit={(event) => {
              event.preventDefault();
              list.applyFilters(form.values);
            }}
            noValidate
          >
            <Grid columns={columns ?? { initial: "1", sm: "2", md: "3" }} gap="3">
              {children}
            </Grid>
            <Flex gap="3" mt="4" justify="end">
              <Button
                type="button"
                variant="soft"
                color="gray"
                onClick={clear}
                disabled={list.isPending}
              >
                Limpar filtros
              </Button>
              <Button type="submit" disabled={list.isPending}>
                Filtrar
              </Button>
            </Flex>
          </form>
        </Box>
      </section>
    </Card>
  );
}
