"use client";

import { CalendarIcon } from "@/components/icons";
import { IconButton, Popover, TextField } from "@radix-ui/themes";
import dynamic from "next/dynamic";
import { useState, type ComponentProps, type Ref } from "react";
import { MaskedInput } from "./masked-input";
import { SpinnerMarkup } from "./submit-button";
import { DATE_MASK } from "./masks";
import styles from "./date-input.module.css";

const loadCalendar = () => import("./date-calendar").then((m) => m.DateCalendar);
// Loaded when the popover first opens (pointing at or focusing its button starts the download).
const DateCalendar = dynamic(loadCalendar, {
  ssr: false,
  loading: () => (
    <div role="status" aria-label="Carregando calendário" className={styles.loading}>
      <SpinnerMarkup />
    </div>
  ),
});

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'; anything else (a half-typed date) is shown as it is. */
const toDisplay = (value: string) => value.replace(ISO_DATE, "$3/$2/$1");
/**
 * A complete 'DD/MM/YYYY' → 'YYYY-MM-DD'; a half-typed date stays as typed so validation reports
 * it.
 */
const fromDisplay = (typed: string) => typed.replace(BR_DATE, "$3-$2-$1");

function toLocalDate(value: string): Date | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

type DateInputProps = Omit<
  ComponentProps<typeof TextField.Root>,
  "value" | "defaultValue" | "onChange" | "ref"
> & {
  /** 'YYYY-MM-DD' (or the half-typed text while the user types). */
  value: string | undefined;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
  /** Earliest and latest selectable days, 'YYYY-MM-DD'. */
  min?: string;
  max?: string;
  /** Year range of the calendar's year menu (default 1900 to the latest selectable year). */
  fromYear?: number;
  toYear?: number;
};

/** A date typed as DD/MM/AAAA or picked from a calendar; the form keeps 'YYYY-MM-DD'. */
export function DateInput({
  value,
  onChange,
  ref,
  min,
  max,
  fromYear = 1900,
  toYear,
  ...props
}: DateInputProps) {
  const [open, setOpen] = useState(false);
  const selected = toLocalDate(value ?? "");
  const minDate = min ? toLocalDate(min) : undefined;
  const maxDate = max ? toLocalDate(max) : undefined;
  const lastYear = toYear ?? maxDate?.getFullYear() ?? new Date().getFullYear() + 2;
  // Opens on the value's month, else on today's month kept inside the selectable range.
  const today = new Date();
  const firstMonth =
    minDate && today < minDate ? minDate : maxDate && today > maxDate ? maxDate : today;
  const disabled = [
    ...(minDate ? [{ before: minDate }] : []),
    ...(maxDate ? [{ after: maxDate }] : []),
  ];

  return (
    <MaskedInput
      {...props}
      ref={ref}
      mask={DATE_MASK}
      inputMode="numeric"
      placeholder="DD/MM/AAAA"
      value={toDisplay(value ?? "")}
      onChange={(typed) => onChange(fromDisplay(typed))}
    >
      <TextField.Slot side="right">
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger>
            <IconButton
              type="button"
              size="1"
              variant="ghost"
              color="gray"
              aria-label="Abrir calendário"
              disabled={props.disabled}
              onPointerEnter={() => void loadCalendar()}
              onFocus={() => void loadCalendar()}
            >
              <CalendarIcon />
            </IconButton>
          </Popover.Trigger>
          <Popover.Content
            className={styles.popover}
            align="end"
            aria-label="Escolher data no calendário"
          >
            <DateCalendar
              startMonth={minDate ?? new Date(fromYear, 0)}
              endMonth={maxDate ?? new Date(lastYear, 11)}
              defaultMonth={selected ?? firstMonth}
              disabled={disabled}
              selected={selected}
              onPick={(day) => {
                onChange(day);
                setOpen(false);
              }}
            />
          </Popover.Content>
        </Popover.Root>
      </TextField.Slot>
    </MaskedInput>
  );
}
