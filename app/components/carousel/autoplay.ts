import type { Swiper as SwiperInstance } from 'swiper';

/** Why autoplay holds still for now: the pointer is over the carousel, or focus is inside it. */
export type AutoplayHold = 'hover' | 'focus';

export interface CarouselAutoplay {
  /** The shopper's pause button: stays stopped until they press play. */
  stop(): void;
  start(): void;
  hold(reason: AutoplayHold): void;
  release(reason: AutoplayHold): void;
  destroy(): void;
}

/**
 * A carousel's autoplay as one timeout per slide. Swiper's own Autoplay module keeps a
 * requestAnimationFrame loop going for as long as it plays, to report the time left: a phone then
 * draws a frame every 16 ms for nothing, and on the home page that was seconds of main-thread
 * work while it loads. Each slide change (this timer's, a swipe, an arrow, a key) starts the next
 * delay; a hidden tab, hover and focus hold it; at the end `rewind` brings the first slide back.
 */
export function startAutoplay(swiper: SwiperInstance, delayMs: number): CarouselAutoplay {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const holds = new Set<AutoplayHold>();

  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (stopped || holds.size > 0 || document.hidden || swiper.destroyed) return;
    timer = setTimeout(() => swiper.slideNext(), delayMs);
  };
  const hover = () => autoplay.hold('hover');
  const leave = () => autoplay.release('hover');

  const autoplay: CarouselAutoplay = {
    stop() {
      stopped = true;
      schedule();
    },
    start() {
      stopped = false;
      schedule();
    },
    hold(reason) {
      holds.add(reason);
      schedule();
    },
    release(reason) {
      holds.delete(reason);
      schedule();
    },
    destroy() {
      stopped = true;
      schedule();
      swiper.off('slideChange', schedule);
      document.removeEventListener('visibilitychange', schedule);
      swiper.el?.removeEventListener('pointerenter', hover);
      swiper.el?.removeEventListener('pointerleave', leave);
    },
  };
  swiper.on('slideChange', schedule);
  document.addEventListener('visibilitychange', schedule);
  swiper.el.addEventListener('pointerenter', hover);
  swiper.el.addEventListener('pointerleave', leave);
  schedule();
  return autoplay;
}
