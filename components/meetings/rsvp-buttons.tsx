"use client";

/** 'Vou', 'Talvez', 'Não vou': the invitee's answer, changeable until the meeting starts. */
import { Button, Flex } from "@radix-ui/themes";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { handleActionResult } from "@/lib/client/action-result";
import { answerRsvpAction } from "@/lib/actions/meeting-rsvp";
import { RSVP_ANSWERS, RSVP_LABELS, type RsvpAnswer } from "@/lib/kinds/meeting-records";

const COLOR = { YES: "green", MAYBE: "amber", NO: "red" } as const;

export function RsvpButtons({
  meetingId,
  answer,
  title,
  size = "2",
}: {
  meetingId: number;
  answer: RsvpAnswer | null;
  /** The meeting's title, naming the group for screen readers in a list. */
  title: string;
  size?: "1" | "2";
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [sending, setSending] = useState<RsvpAnswer | null>(null);
  const answerWith = (next: RsvpAnswer) => {
    setSending(next);
    startTransition(async () => {
      handleActionResult(await answerRsvpAction(meetingId, next), {
        success: "Resposta registrada",
        onSuccess: () => router.refresh(),
      });
      setSending(null);
    });
  };
  return (
    <Flex gap="2" role="group" aria-label={`Sua resposta: ${title}`} wrap="wrap">
      {RSVP_ANSWERS.map((option) => (
        <Button
          key={option}
          type="button"
          size={size}
          color={COLOR[option]}
          variant={answer === option ? "solid" : "soft"}
          aria-pressed={answer === option}
          loading={pending && sending === option}
          disabled={pending}
          onClick={() => answerWith(option)}
        >
          {RSVP_LABELS[option]}
        </Button>
      ))}
    </Flex>
  );
}
