"use client";

/**
 * 'Nova reunião' / 'Editar reunião': title, description, link, a day (current year to +2) with
 * an optional HH:MM typed in the viewer's time zone, and the attendees (a multiple UserPicker:
 * searched on the server as the admin types). The day and time become one instant
 * (`meetingFormToInput`).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Card, Flex, Grid } from "@radix-ui/themes";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm, type Control } from "react-hook-form";
import {
  DatePickerField,
  FormActions,
  MaskedField,
  TextField,
  TIME_MASK,
  UserPickerField,
  type UserOption,
} from "@/components/form";
import { handleActionResult } from "@/lib/client/action-result";
import { createMeetingAction, updateMeetingAction } from "@/lib/actions/meetings";
import { AgendaEditor, QuorumFields } from "@/components/meetings/agenda-editor";
import { RecurrenceFields, ScopeChoice, type Scope } from "@/components/meetings/recurrence-fields";
import { agendaToForm, type AgendaFormValues, type Quorum } from "@/lib/validation/meeting-records";
import type { ActionResult } from "@/lib/server/action";
import {
  RECURRENCE_FORM_DEFAULTS,
  type RecurrenceFormValues,
  meetingDateToForm,
  meetingFormSchema,
  meetingFormToInput,
  type MeetingFormValues,
} from "@/lib/validation/meeting";

export type MeetingDefaults = {
  title: string;
  description: string;
  link: string;
  date: string;
  users: number[];
  agenda: { title: string; description: string | null }[];
  quorum: Quorum | null;
};

type Props = {
  defaults?: MeetingDefaults;
  /** The attendees `defaults.users` holds, with their names. */
  attendees?: UserOption[];
  /** The meeting being edited; without it the form creates one. */
  meetingId?: number;
  /** The meeting edited is an occurrence of a series: the edit may reach the following ones. */
  seriesOccurrence?: boolean;
  successMessage: string;
  redirectTo: string;
};

const EMPTY: MeetingFormValues = {
  title: "",
  description: "",
  link: "",
  day: "",
  time: "",
  users: [],
  agenda: [],
  quorumKind: "NONE",
  quorumValue: "",
  ...RECURRENCE_FORM_DEFAULTS,
};

export function MeetingForm({
  defaults,
  attendees,
  meetingId,
  seriesOccurrence,
  successMessage,
  redirectTo,
}: Props) {
  const router = useRouter();
  const [scope, setScope] = useState<Scope>("single");
  const form = useForm<MeetingFormValues>({
    resolver: zodResolver(meetingFormSchema),
    defaultValues: defaults
      ? {
          ...EMPTY,
          title: defaults.title,
          description: defaults.description,
          link: defaults.link,
          users: defaults.users,
          ...agendaToForm(defaults),
        }
      : EMPTY,
  });
  // The stored instant becomes a day and time in the viewer's zone, which only the browser knows.
  const storedDate = defaults?.date;
  useEffect(() => {
    if (!storedDate) return;
    const { day, time } = meetingDateToForm(storedDate);
    form.setValue("day", day);
    form.setValue("time", time);
  }, [storedDate, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    const input = meetingFormToInput(values);
    const result: ActionResult<unknown> = meetingId
      ? await updateMeetingAction(meetingId, input, scope)
      : await createMeetingAction(input);
    handleActionResult(result, {
      form,
      success: successMessage,
      onSuccess: () => router.push(redirectTo),
    });
  });

  const year = new Date().getFullYear();
  // The agenda blocks take the form's control typed by the fields they use.
  const agendaControl = form.control as unknown as Control<AgendaFormValues>;
  return (
    <Card size="3">
      <form method="post" onSubmit={onSubmit} noValidate>
        <Flex direction="column" gap="4">
          <TextField control={form.control} name="title" label="Título" />
          <TextField control={form.control} name="description" label="Descrição" multiline />
          <TextField
            control={form.control}
            name="link"
            label="Link"
            type="url"
            placeholder="https://"
          />
          <Grid columns={{ initial: "1", sm: "2" }} gap="4">
            <DatePickerField
              control={form.control}
              name="day"
              label="Data"
              fromYear={year}
              toYear={year + 2}
            />
            <MaskedField
              control={form.control}
              name="time"
              label="Horário"
              mask={TIME_MASK}
              placeholder="HH:MM"
              hint="Opcional"
            />
          </Grid>
          <UserPickerField
            control={form.control}
            name="users"
            label="Participantes"
            multiple
            selected={attendees}
            placeholder="Selecionar participantes"
          />
          {!meetingId && (
            <RecurrenceFields control={form.control as unknown as Control<RecurrenceFormValues>} />
          )}
          {meetingId && seriesOccurrence && (
            <ScopeChoice value={scope} onChange={setScope} label="Aplicar a alteração a" />
          )}
          <AgendaEditor control={agendaControl} />
          <QuorumFields control={agendaControl} />
          <FormActions submitting={form.formState.isSubmitting} editing={Boolean(meetingId)} />
        </Flex>
      </form>
    </Card>
  );
}
