import { FileTextIcon, ImageIcon } from "@/components/icons";
import { Flex, Link, Text, VisuallyHidden } from "@radix-ui/themes";
import type { FileInfo } from "@/lib/validation/file";

const SIZES = { small: { width: 56, height: 36 }, large: { width: 240, height: 135 } } as const;

/**
 * A stored file as a picture when it is an image, else a link to open it. Files are private
 * and served by GET /api/files/{id} with the session cookie, hence a plain <img> (next/image
 * would fetch it from the server without the reader's session).
 */
export function FilePreview({
  file,
  size = "large",
  alt = "",
}: {
  file: FileInfo | null;
  size?: keyof typeof SIZES;
  alt?: string;
}) {
  const box = SIZES[size];
  if (!file) {
    return size === "small" ? (
      <Text color="gray">
        <ImageIcon aria-hidden />
        <VisuallyHidden>Sem arquivo</VisuallyHidden>
      </Text>
    ) : null;
  }
  if (file.type.startsWith("image/")) {
    return (
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={file.url}
        alt={alt || file.name}
        width={box.width}
        height={box.height}
        style={{
          objectFit: "cover",
          borderRadius: "var(--radius-2)",
          background: "var(--gray-a3)",
        }}
      />
    );
  }
  return (
    <Link href={file.url} target="_blank" rel="noopener noreferrer" size="2">
      <Flex align="center" gap="1" asChild>
        <span>
          <FileTextIcon /> {size === "small" ? "PDF" : file.name}
        </span>
      </Flex>
    </Link>
  );
}
