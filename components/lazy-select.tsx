"use client";

/**
 * LazySelect — a Radix Select (`SelectInput`) whose code loads when it is first opened, for the
 * list filters and the page size: Radix's Select with its collection, focus guards and scroll
 * lock would weigh on every list's first load, for lists most visits never open (decision 0088).
 *
 * Until then the trigger is the markup Radix's trigger renders on the server (same classes,
 * role, attributes and chevron), showing the chosen option's label. Pointing at it or focusing
 * it starts the download; a click, Enter, Space or an arrow key mounts the Radix Select open in
 * its place, the ordinary Select from then on (it returns focus to its own trigger). A key typed
 * to pick an option without opening (Radix's typeahead) only starts the download.
 *
 * @example
 *   <LazySelect
 *     id="status"
 *     name="status"
 *     value={value}
 *     onValueChange={setValue}
 *     options={STATUS_OPTIONS}
 *   />
 */
import { Icon } from "@/components/icons";
import { useState, type ComponentType, type KeyboardEvent } from "react";
import { toOptions } from "@/components/form/options";
import type { SelectInputProps } from "@/components/form/select-input";

type Select = ComponentType<SelectInputProps>;

const loadSelect = () =>
  import("@/components/form/select-input").then((m): Select => m.SelectInput);

// The keys with which Radix's trigger opens its list.
const OPEN_KEYS = [" ", "Enter", "ArrowUp", "ArrowDown"];

export function LazySelect(props: SelectInputProps) {
  const [Loaded, setLoaded] = useState<Select | null>(null);
  if (Loaded) return <Loaded {...props} defaultOpen />;

  const { value, options, placeholder = "Selecione", disabled, onBlur, ref, size = "2" } = props;
  const chosen = toOptions(options).find((o) => o.value === value);
  const prefetch = () => void loadSelect();
  const open = () => void loadSelect().then((Select) => setLoaded(() => Select));
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!OPEN_KEYS.includes(event.key)) return;
    // As Radix does: the key opens the list, it does not also click the button.
    event.preventDefault();
    open();
  };
  return (
    <button
      id={props.id}
      aria-invalid={props["aria-invalid"]}
      aria-describedby={props["aria-describedby"]}
      aria-labelledby={props["aria-labelledby"]}
      ref={ref}
      className={`rt-reset rt-SelectTrigger rt-r-size-${size} rt-variant-surface`}
      type="button"
      // Like Radix's closed trigger: `aria-controls` names the list only while it is open.
      // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      dir="ltr"
      data-state="closed"
      disabled={disabled}
      data-disabled={disabled ? "" : undefined}
      data-placeholder={value === "" ? "" : undefined}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onBlur={onBlur}
      onClick={open}
      onKeyDown={onKeyDown}
    >
      <span className="rt-SelectTriggerInner">
        <span style={{ pointerEvents: "none" }}>{value === "" ? placeholder : chosen?.label}</span>
      </span>
      <Icon name="select-chevron" width="9" height="9" className="rt-SelectIcon" />
    </button>
  );
}
