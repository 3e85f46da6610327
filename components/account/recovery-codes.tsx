"use client";

import { CopyIcon, DownloadIcon } from "@/components/icons";
import { Button, Callout, Code, Flex, Grid, Text } from "@radix-ui/themes";
import { toast } from "@/lib/client/toast";

/**
 * The ten recovery codes, shown once (only their hashes are kept): copy or download them, then
 * `onDone`.
 */
export function RecoveryCodes({
  codes,
  onDone,
  doneLabel = "Concluído",
}: {
  codes: string[];
  onDone: () => void;
  doneLabel?: string;
}) {
  const text = `Membros: códigos de recuperação (cada um funciona uma vez)\n\n${codes.join("\n")}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast.success("Códigos copiados");
    } catch {
      toast.error("Não foi possível copiar. Selecione os códigos e copie-os.");
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "membros-codigos-de-recuperacao.txt";
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Flex direction="column" gap="3" align="start">
      <Callout.Root color="amber" role="status">
        <Callout.Text>
          Guarde estes códigos de recuperação em um lugar seguro. Cada um funciona uma vez, no lugar
          do código do aplicativo, e eles não serão mostrados de novo.
        </Callout.Text>
      </Callout.Root>
      <Grid asChild columns="2" gap="2" data-testid="recovery-codes">
        <ul
          aria-label="Códigos de recuperação"
          style={{ listStyle: "none", padding: 0, margin: 0 }}
        >
          {codes.map((code) => (
            <li key={code}>
              <Code size="3" variant="ghost">
                {code}
              </Code>
            </li>
          ))}
        </ul>
      </Grid>
      <Flex gap="3" wrap="wrap">
        <Button type="button" variant="soft" onClick={copy}>
          <CopyIcon /> Copiar
        </Button>
        <Button type="button" variant="soft" onClick={download}>
          <DownloadIcon /> Baixar
        </Button>
        <Button type="button" onClick={onDone}>
          {doneLabel}
        </Button>
      </Flex>
      <Text size="1" color="gray">
        Perdeu o celular e os códigos? Um administrador pode redefinir a sua verificação em duas
        etapas.
      </Text>
    </Flex>
  );
}
