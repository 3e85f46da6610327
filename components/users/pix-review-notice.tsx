import { Callout, Link as RadixLink } from "@radix-ui/themes";
import { ExclamationTriangleIcon } from "@/components/icons";
import Link from "next/link";

/**
 * Told to a collaborator whose PIX key was kept 'A revisar' (a legacy text that reads as no key
 * type, decision 0081): they cannot be paid by PIX until they type it again themselves.
 */
export function PixReviewNotice({ onProfile = false }: { onProfile?: boolean }) {
  return (
    <Callout.Root color="amber" role="status" data-testid="pix-review-notice">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text>
        <strong>Sua chave PIX precisa ser revisada.</strong> Ela foi cadastrada sem tipo e não pôde
        ser reconhecida, então os pagamentos por PIX ficam bloqueados até que você a corrija:{" "}
        {onProfile ? (
          "clique em Editar, escolha o tipo da chave, confira o valor e salve."
        ) : (
          <>
            em{" "}
            <RadixLink asChild>
              <Link href="/collaborator/profile">Meu Perfil</Link>
            </RadixLink>
            , clique em Editar, escolha o tipo da chave, confira o valor e salve.
          </>
        )}
      </Callout.Text>
    </Callout.Root>
  );
}
