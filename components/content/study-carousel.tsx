import type { StudyItem } from "@/lib/services/content";
import { Carousel } from "./carousel";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "./load-error";
import { StudyCard } from "./study-card";

type Loaded = { ok: true; data: { data: StudyItem[] } } | { ok: false; message: string };

/** The carousel of a collaborator screen, or why there is none (failed load, nothing granted). */
export function StudyCarousel({
  label,
  loaded,
  empty,
  hrefOf,
}: {
  label: string;
  loaded: Loaded;
  empty: string;
  hrefOf: (item: StudyItem) => string;
}) {
  if (!loaded.ok) return <LoadError message={loaded.message} />;
  if (loaded.data.data.length === 0) return <EmptyState text={empty} />;
  return (
    <Carousel label={label}>
      {loaded.data.data.map((item) => (
        <StudyCard key={item.id} item={item} href={hrefOf(item)} />
      ))}
    </Carousel>
  );
}
