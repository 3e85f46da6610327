"use client";

import { CheckCircledIcon, ResetIcon } from "@/components/icons";
import { Button } from "@radix-ui/themes";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { setLessonDoneAction } from "@/lib/actions/lessons";
import { handleActionResult } from "@/lib/client/action-result";

/** 'Marcar como concluída' / 'Desmarcar conclusão': the lesson's progress, then a fresh page. */
export function LessonDoneButton({ lessonId, done }: { lessonId: number; done: boolean }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const toggle = () =>
    startTransition(async () => {
      const result = await setLessonDoneAction(lessonId, !done);
      handleActionResult(result, {
        success: done ? "Aula marcada como não concluída" : "Aula concluída!",
        onSuccess: () => router.refresh(),
      });
    });
  return (
    <Button
      size="3"
      color={done ? "gray" : "green"}
      variant={done ? "soft" : "solid"}
      onClick={toggle}
      loading={pending}
      disabled={pending}
    >
      {done ? <ResetIcon /> : <CheckCircledIcon />}
      {done ? "Desmarcar conclusão" : "Marcar como concluída"}
    </Button>
  );
}
