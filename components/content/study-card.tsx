import { ImageIcon, LockClosedIcon } from "@/components/icons";
import { Box, Card, Flex, Heading, Inset, Progress, Text } from "@radix-ui/themes";
import Link from "next/link";
import type { ContentItem, Progress as ProgressValue } from "@/lib/validation/content";

/** Done lessons over reachable lessons, as a bar and words. */
export function ProgressLine({ progress }: { progress: ProgressValue }) {
  const words =
    progress.total === 0
      ? "Nenhuma aula disponível"
      : `${progress.done} de ${progress.total} ${progress.total === 1 ? "aula concluída" : "aulas concluídas"} (${progress.percent}%)`;
  return (
    <Flex direction="column" gap="1" data-testid="progress">
      <Progress value={progress.percent} aria-label={`Progresso: ${progress.percent}%`} />
      <Text size="1" color="gray">
        {words}
      </Text>
    </Flex>
  );
}

/**
 * A training or module of the collaborator's carousel: thumbnail, title, progress; links on. A
 * locked module links nowhere and says what unlocks it.
 */
export function StudyCard({
  item,
  href,
}: {
  item: ContentItem & { progress?: ProgressValue; locked?: { message: string } | null };
  href: string;
}) {
  const thumbnail = item.thumbnail?.type.startsWith("image/") ? item.thumbnail : null;
  const locked = item.locked ?? null;
  return (
    <Card asChild size="2" style={{ height: "100%" }}>
      <CardFrame href={locked ? null : href} label={item.title}>
        <Inset clip="padding-box" side="top" pb="current">
          <Box
            style={{
              aspectRatio: "16 / 9",
              background: "var(--accent-a3)",
              display: "grid",
              placeItems: "center",
            }}
          >
            {thumbnail ? (
              // A private file, served with the session cookie: a plain img, not next/image.
              // eslint-disable-next-line @next/next/no-img-element -- see the line above
              <img
                src={thumbnail.url}
                alt=""
                style={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
              />
            ) : (
              <Text color="gray">
                <ImageIcon width="32" height="32" />
              </Text>
            )}
          </Box>
        </Inset>
        <Flex direction="column" gap="2">
          <Heading as="h2" size="4">
            {item.title}
          </Heading>
          <Text
            size="2"
            color="gray"
            style={{
              display: "-webkit-box",
              WebkitLineClamp: 2,
              WebkitBoxOrient: "vertical",
              overflow: "hidden",
            }}
          >
            {item.description}
          </Text>
          {locked ? (
            <Text size="2" color="amber" weight="medium" data-testid="module-lock">
              <Flex gap="1" align="center" asChild>
                <span>
                  <LockClosedIcon aria-hidden /> Bloqueado. {locked.message}
                </span>
              </Flex>
            </Text>
          ) : item.progress ? (
            <ProgressLine progress={item.progress} />
          ) : null}
        </Flex>
      </CardFrame>
    </Card>
  );
}

/** A link to the item, or (locked) a plain section named by its title. */
function CardFrame({
  href,
  label,
  children,
}: {
  href: string | null;
  label: string;
  children: React.ReactNode;
}) {
  if (href === null) return <section aria-label={label}>{children}</section>;
  return <Link href={href}>{children}</Link>;
}
