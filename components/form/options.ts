export type Option = { value: string; label: string };
export type IdOption = { id: number | string; label: string };

/** Accepts `{value,label}` or `{id,label}` options. */
export const toOptions = (options: ReadonlyArray<Option | IdOption>): Option[] =>
  options.map((o) => ("value" in o ? o : { value: String(o.id), label: o.label }));
