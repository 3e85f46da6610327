"use client";

import { ChevronLeftIcon, ChevronRightIcon } from "@/components/icons";
import { Flex, IconButton, Text } from "@radix-ui/themes";
import useEmblaCarousel from "embla-carousel-react";
import { Children, useEffect, useState, type KeyboardEvent, type ReactNode } from "react";
import styles from "./carousel.module.css";

/**
 * A looping carousel showing two items at a time (spec §2, §9), on embla-carousel. Swipe, use
 * the arrows, or the ← → keys anywhere inside it; 'N de M' says where the first shown item is
 * (announced politely). With too few items to loop, embla simply stops at the ends.
 */
export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: "start" });
  const slides = Children.toArray(children);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setCurrent(embla.selectedScrollSnap());
    embla.on("select", onSelect).on("reInit", onSelect);
    return () => {
      embla.off("select", onSelect).off("reInit", onSelect);
    };
  }, [embla]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") embla?.scrollPrev();
    else if (event.key === "ArrowRight") embla?.scrollNext();
    else return;
    event.preventDefault();
  };

  return (
    // The region takes focus so the keys work before any item is focused.
    <Flex
      direction="column"
      gap="3"
      role="region"
      aria-roledescription="carrossel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className={styles.region}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {slides.map((slide, index) => (
            <div
              className={styles.slide}
              key={index}
              role="group"
              aria-roledescription="item"
              aria-label={`${index + 1} de ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <Flex gap="3" justify="end" align="center">
          <Text size="2" color="gray" aria-live="polite" data-testid="carousel-position">
            {current + 1} de {slides.length}
          </Text>
          <IconButton variant="soft" aria-label="Anterior" onClick={() => embla?.scrollPrev()}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton variant="soft" aria-label="Próximo" onClick={() => embla?.scrollNext()}>
            <ChevronRightIcon />
          </IconButton>
        </Flex>
      ) : null}
    </Flex>
  );
}
