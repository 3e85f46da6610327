"use client";

import "react-day-picker/style.css";
import { format } from "date-fns";
import type { Matcher } from "react-day-picker";
import { DayPicker } from "react-day-picker";
import { ptBR } from "react-day-picker/locale";
import styles from "./date-calendar.module.css";

export type DateCalendarProps = {
  selected: Date | undefined;
  startMonth: Date;
  endMonth: Date;
  defaultMonth: Date;
  disabled: Matcher[];
  /** The picked day, 'YYYY-MM-DD'. */
  onPick: (value: string) => void;
};

/**
 * The calendar of `DateInput`'s popover, in a module of its own: react-day-picker, its CSS and
 * date-fns load when a calendar is first opened, not with every list whose filters have a date
 * (decision 0092).
 */
export function DateCalendar({ onPick, ...range }: DateCalendarProps) {
  return (
    <DayPicker
      {...range}
      className={styles.calendar}
      mode="single"
      locale={ptBR}
      captionLayout="dropdown"
      onSelect={(day) => {
        if (day) onPick(format(day, "yyyy-MM-dd"));
      }}
    />
  );
}
