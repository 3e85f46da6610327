import { DownloadIcon, ExternalLinkIcon } from "@/components/icons";
import { Box, Button, Card, Flex, Heading, Link as RadixLink, Text } from "@radix-ui/themes";
import { embedUrl } from "@/lib/validation/content";
import type { FileInfo } from "@/lib/validation/file";
import { FilePreview } from "./file-preview";

/** A lesson's content: YouTube and Vimeo play here; any other link opens in a new tab. */
export function LessonVideo({ title, content }: { title: string; content: string }) {
  const embed = embedUrl(content);
  if (!embed) {
    return (
      <Card size="3">
        <Flex direction="column" gap="2" align="start">
          <Text color="gray">O conteúdo desta aula fica em outro site.</Text>
          <Button asChild size="3">
            <a href={content} target="_blank" rel="noopener noreferrer">
              <ExternalLinkIcon /> Abrir conteúdo
            </a>
          </Button>
          <RadixLink
            href={content}
            target="_blank"
            rel="noopener noreferrer"
            size="1"
            color="gray"
            style={{ wordBreak: "break-all" }}
          >
            {content}
          </RadixLink>
        </Flex>
      </Card>
    );
  }
  return (
    <Flex direction="column" gap="2" maxWidth="960px">
      <Box
        style={{
          position: "relative",
          aspectRatio: "16 / 9",
          width: "100%",
          borderRadius: "var(--radius-4)",
          overflow: "hidden",
          background: "black",
        }}
      >
        <iframe
          src={embed}
          title={title}
          style={{ position: "absolute", inset: 0, width: "100%", height: "100%", border: 0 }}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </Box>
      {/* A cross-site player cannot tell us it failed (blocked network, removed or private video):
          the way out is always there. */}
      <Text size="2" color="gray">
        O vídeo não carregou?{" "}
        <RadixLink href={content} target="_blank" rel="noopener noreferrer">
          Abrir no site original <ExternalLinkIcon aria-hidden />
        </RadixLink>
      </Text>
    </Flex>
  );
}

/** The lesson's attached file, previewed when it is an image, with a download link. */
export function LessonFile({ file }: { file: FileInfo }) {
  return (
    <Card size="2">
      <Flex direction="column" gap="3" align="start">
        <Heading as="h2" size="4">
          Material da aula
        </Heading>
        <FilePreview file={file} />
        <Button asChild variant="soft">
          <a href={`${file.url}?download=1`} download={file.name}>
            <DownloadIcon /> Baixar {file.name}
          </a>
        </Button>
      </Flex>
    </Card>
  );
}
