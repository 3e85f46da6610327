"use client";

import { ChevronLeftIcon, ChevronRightIcon } from "@radix-ui/react-icons";
import { Flex, IconButton } from "@radix-ui/themes";
import useEmblaCarousel from "embla-carousel-react";
import { Children, type ReactNode } from "react";
import styles from "./carousel.module.css";

/**
 * A looping carousel showing two items at a time (spec §2, §9), on embla-carousel. Swipe or use
 * the arrows; with too few items to loop, embla simply stops at the ends.
 */
export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: "start" });
  const slides = Children.toArray(children);
  return (
    <Flex direction="column" gap="3" role="region" aria-roledescription="carrossel" aria-label={label}>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {slides.map((slide, index) => (
            <div className={styles.slide} key={index} role="group" aria-roledescription="item" aria-label={`${index + 1} de ${slides.length}`}>
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <Flex gap="2" justify="end">
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
