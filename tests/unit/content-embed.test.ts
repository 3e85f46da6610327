import { describe, expect, it } from "vitest";
import { describeCounts } from "@/components/content/kinds";
import { embedUrl } from "@/lib/validation/content";

describe("embedUrl", () => {
  it("turns YouTube and Vimeo pages into their players", () => {
    expect(embedUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    expect(embedUrl("https://youtu.be/dQw4w9WgXcQ")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    expect(embedUrl("https://m.youtube.com/shorts/abc_DEF-123")).toBe(
      "https://www.youtube-nocookie.com/embed/abc_DEF-123",
    );
    expect(embedUrl("https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871");
    expect(embedUrl("https://vimeo.com/76979871/1a2b3c4d5e")).toBe(
      "https://player.vimeo.com/video/76979871?h=1a2b3c4d5e",
    );
    expect(embedUrl("https://player.vimeo.com/video/76979871")).toBe(
      "https://player.vimeo.com/video/76979871",
    );
  });

  it("answers null for any other link, or an id that is not an id", () => {
    expect(embedUrl("https://example.com/linha-do-tempo")).toBeNull();
    expect(embedUrl("https://youtube.com.evil.dev/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(embedUrl("https://www.youtube.com/watch?v=%22%3E%3Cscript%3E")).toBeNull();
    expect(embedUrl("https://vimeo.com/channels/staffpicks")).toBeNull();
    expect(embedUrl("não é url")).toBeNull();
  });
});

describe("describeCounts", () => {
  it("says what goes with a deleted item, in Portuguese", () => {
    expect(describeCounts({ module: 2, submodule: 1, lesson: 5 })).toBe(
      "2 módulos, 1 submódulo e 5 aulas",
    );
    expect(describeCounts({ lesson: 1 })).toBe("1 aula");
    expect(describeCounts({ submodule: 0, lesson: 0 })).toBe("");
  });
});
