"use client";

/**
 * DatePickerField — a calendar date bound to react-hook-form. The form value is 'YYYY-MM-DD'
 * (what the zod schemas and the API take), '' when empty. Typed as DD/MM/AAAA (masked) or
 * picked in the calendar (react-day-picker v9, pt-BR, Radix Popover, month/year dropdowns) —
 * see `DateInput`. A half-typed date stays as typed so the schema answers 'Data inválida'.
 *
 * Range: `minDate`/`maxDate` ('YYYY-MM-DD') disable the days outside them; `fromYear`/`toYear`
 * bound the year menu (default 1900 … the latest selectable year or current year + 2).
 *
 * @example
 *   <DatePickerField
 *     control={form.control}
 *     name="birthDate"
 *     label="Data de nascimento"
 *     maxDate={latestBirthDate()}
 *   />
 *   <DatePickerField control={form.control} name="date" label="Data" fromYear={2023} />
 *   <DatePickerField
 *     control={form.control}
 *     name="meetingDay"
 *     label="Data"
 *     fromYear={year}
 *     toYear={year + 2}
 *   />
 */
import type { FieldValues } from "react-hook-form";
import { ControlledField } from "./controlled-field";
import type { BaseFieldProps } from "./field-props";
import { DateInput } from "./date-input";

type Props<V extends FieldValues, Out extends FieldValues = V> = BaseFieldProps<V, Out> & {
  minDate?: string;
  maxDate?: string;
  fromYear?: number;
  toYear?: number;
  readOnly?: boolean;
};

export function DatePickerField<V extends FieldValues, Out extends FieldValues = V>({
  disabled,
  minDate,
  maxDate,
  fromYear,
  toYear,
  readOnly,
  ...bound
}: Props<V, Out>) {
  return (
    <ControlledField
      {...bound}
      render={(field) => (
        <DateInput
          {...field}
          value={String(field.value ?? "")}
          min={minDate}
          max={maxDate}
          fromYear={fromYear}
          toYear={toYear}
          disabled={disabled}
          readOnly={readOnly}
        />
      )}
    />
  );
}
