"use client";

import { handleActionResult } from "@/lib/client/action-result";
import { useTimeZone } from "@/components/local-date-time";
import { formatDateTime } from "@/lib/format";
import { useListUrl } from "@/lib/client/use-list-url";
import {
  cancelMeetingAction as cancel,
  finishMeetingAction as finish,
} from "@/lib/actions/meetings";
import type { PageMeta } from "@/lib/validation/list";
import { MeetingTable, type MeetingRow } from "./meeting-table";

/** Finishing a meeting that has not happened yet is most likely a slip: it asks first. */
export const finishEarlyQuestion = (date: string, timeZone?: string) =>
  `Essa reunião ainda não aconteceu (${formatDateTime(date, timeZone)}). Você tem certeza que deseja finalizá-la agora?`;

export const CANCEL_MEETING_QUESTION =
  "Essa ação não pode ser desfeita. Você tem certeza que deseja cancelar essa reunião?";

export const CANCEL_FOLLOWING_QUESTION =
  "Essa ação não pode ser desfeita. Você tem certeza que deseja cancelar esta reunião e as seguintes da série?";

/** 'Reuniões' (admin): row menu 'Ações' with edit, finish and cancel (after confirmation). */
export function AdminMeetingsTable({ data, meta }: { data: MeetingRow[]; meta: PageMeta }) {
  const list = useListUrl();
  const timeZone = useTimeZone();
  return (
    <MeetingTable
      data={data}
      meta={meta}
      actionsFor={(meeting) => {
        // Only a pending meeting changes (ARCHITECTURE.md): the other items are shown disabled.
        const closed = meeting.status !== "PENDING";
        const finishNow = async () =>
          handleActionResult(await finish(meeting.id), {
            success: "Reunião finalizada com sucesso",
            onSuccess: list.reload,
          });
        const future = new Date(meeting.date).getTime() > Date.now();
        return [
          { label: "Ver reunião", href: `/admin/meetings/${meeting.id}` },
          { label: "Editar reunião", href: `/admin/meetings/${meeting.id}/e`, disabled: closed },
          {
            label: "Finalizar reunião",
            disabled: closed,
            ...(future
              ? {
                  confirm: {
                    description: finishEarlyQuestion(meeting.date, timeZone),
                    confirmLabel: "Finalizar reunião",
                    color: "violet" as const,
                    onConfirm: finishNow,
                  },
                }
              : { onSelect: finishNow }),
          },
          {
            label: "Cancelar reunião",
            color: "red",
            disabled: closed,
            confirm: {
              description: CANCEL_MEETING_QUESTION,
              confirmLabel: "Cancelar reunião",
              onConfirm: async () =>
                handleActionResult(await cancel(meeting.id), {
                  success: "Reunião cancelada com sucesso",
                  onSuccess: list.reload,
                }),
            },
          },
          // An occurrence of a series: it and the pending ones after it (decision 0121).
          ...(meeting.seriesId !== null
            ? [
                {
                  label: "Cancelar esta e as seguintes",
                  color: "red" as const,
                  disabled: closed,
                  confirm: {
                    description: CANCEL_FOLLOWING_QUESTION,
                    confirmLabel: "Cancelar esta e as seguintes",
                    onConfirm: async () =>
                      handleActionResult(await cancel(meeting.id, "following"), {
                        success: "Reuniões canceladas com sucesso",
                        onSuccess: list.reload,
                      }),
                  },
                },
              ]
            : []),
        ];
      }}
    />
  );
}
