"use client";

import { Button } from "@radix-ui/themes";
import { useState } from "react";
import { anonymizeOwnAccountAction } from "@/lib/actions/profile";
import { logout } from "@/lib/actions/session";
import { AnonymizeDialog } from "./anonymize-dialog";

/**
 * 'Excluir meus dados': the collaborator's own, irreversible anonymisation; then the session ends.
 */
export function EraseOwnData({ fullName, email }: { fullName: string; email: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="soft" color="red" onClick={() => setOpen(true)}>
        Excluir meus dados
      </Button>
      {open ? (
        <AnonymizeDialog
          user={{ fullName, email }}
          title="Excluir seus dados pessoais?"
          run={anonymizeOwnAccountAction}
          onClose={() => setOpen(false)}
          onDone={() => void logout()}
        />
      ) : null}
    </>
  );
}
