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
import { ChevronDownIcon, ChevronUpIcon, MixerHorizontalIcon } from "@/components/icons";
import { Box, Button, Card, Flex, Grid, Heading, IconButton } from "@radix-ui/themes";
import { useId, useState, type ReactNode } from "react";
import { useListUrl } from "@/lib/client/use-list-url";

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
            <MixerHorizontalIcon />
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
            {open ? <ChevronUpIcon /> : <ChevronDownIcon />}
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
