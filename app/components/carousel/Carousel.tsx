import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { whenIdle } from '~/components/lazy/when-idle';
import { startAutoplay, type CarouselAutoplay } from './autoplay';
import { CAROUSEL_PRESETS, SLIDE_SPEED_MS, TOUCH_THRESHOLD_PX, swiperBreakpoints, type CarouselPreset } from './carousel-presets';

interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  preset: CarouselPreset;
  children: ReactNode;
  className?: string;
  /** Turn the preset's autoplay off (e.g. a single slide). */
  autoplay?: boolean;
  /**
   * Where the controls sit: 'heading' (top right, in the section heading's row), 'sides'
   * (arrows over the row's left and right edges, for rows without a heading) or 'inside'
   * (bottom right over the slide, for heroes).
   */
  controls?: 'heading' | 'sides' | 'inside';
}

type Playback = 'off' | 'playing' | 'paused';

/**
 * A carousel that is a CSS scroll-snap row on the server and without JavaScript (every slide
 * reachable by scrolling), and Swiper after hydration. The row's CSS uses the preset's slide
 * widths and gaps, so Swiper taking over moves nothing. Autoplay (when the preset has it) pauses
 * on hover and focus, has a visible pause control, and stays off under prefers-reduced-motion.
 */
export function Carousel({ label, preset, children, className, autoplay = true, controls }: CarouselProps) {
  const settings = CAROUSEL_PRESETS[preset];
  const rootRef = useRef<HTMLElement>(null);
  const swiperRef = useRef<HTMLDivElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const instance = useRef<SwiperInstance | null>(null);
  const autoplayRef = useRef<CarouselAutoplay | null>(null);
  const [ready, setReady] = useState(false);
  const [playback, setPlayback] = useState<Playback>('off');
  const slides = Children.toArray(children);
  const wantsAutoplay = autoplay && settings.autoplayDelay !== null && slides.length > 1;
  const controlsPlacement = controls ?? (preset === 'hero' ? 'inside' : 'heading');

  useEffect(() => {
    let cancelled = false;
    // Swiper is its own chunk, loaded only once the carousel comes on screen: the server
    // HTML never waits for it, and pages whose carousels sit below the fold do not load it at all
    // until the shopper scrolls (ADR 0120). Until then the row scrolls by CSS, as without JavaScript.
    const stopWatching = whenOnScreenAndIdle(rootRef.current, () => {
      import('./swiper-parts').then(({ Swiper, A11y, Keyboard, Navigation }) => {
        const el = swiperRef.current;
        if (cancelled || !el) return;
        const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        const autoplayOn = wantsAutoplay && !reducedMotion;
        instance.current = new Swiper(el, {
          modules: [A11y, Keyboard, Navigation],
          slidesPerView: settings.slidesPerView,
          spaceBetween: settings.spaceBetween,
          breakpoints: swiperBreakpoints(settings),
          speed: reducedMotion ? 0 : SLIDE_SPEED_MS,
          threshold: TOUCH_THRESHOLD_PX,
          rewind: true,
          watchOverflow: true,
          navigation: { prevEl: prevRef.current, nextEl: nextRef.current, disabledClass: 'carousel__nav--disabled' },
          keyboard: { enabled: true, onlyInViewport: true },
          a11y: {
            enabled: true,
            slideRole: 'group',
            containerRoleDescriptionMessage: 'carousel',
            prevSlideMessage: `Previous slide: ${label}`,
            nextSlideMessage: `Next slide: ${label}`,
          },
        });
        if (autoplayOn) autoplayRef.current = startAutoplay(instance.current, settings.autoplayDelay ?? 5000);
        setReady(true);
        setPlayback(autoplayOn ? 'playing' : 'off');
      });
    });
    return () => {
      cancelled = true;
      stopWatching();
      autoplayRef.current?.destroy();
      autoplayRef.current = null;
      instance.current?.destroy(true, true);
      instance.current = null;
    };
    // Settings are static per preset; re-creating Swiper on every render would reset it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preset, wantsAutoplay, slides.length, label]);

  function togglePlayback() {
    const autoplay = autoplayRef.current;
    if (!autoplay) return;
    if (playback === 'playing') {
      autoplay.stop();
      setPlayback('paused');
    } else {
      autoplay.start();
      setPlayback('playing');
    }
  }

  // Keyboard users get the same pause as mouse users get on hover.
  function pauseOnFocus() {
    autoplayRef.current?.hold('focus');
  }
  function resumeOnBlur(event: React.FocusEvent) {
    if (rootRef.current?.contains(event.relatedTarget as Node | null)) return;
    autoplayRef.current?.release('focus');
  }

  return (
    <section
      ref={rootRef}
      className={`carousel carousel--${preset} carousel--controls-${controlsPlacement}${ready ? ' carousel--ready' : ''}${className ? ` ${className}` : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      onFocus={pauseOnFocus}
      onBlur={resumeOnBlur}
    >
      <div className="swiper carousel__viewport" ref={swiperRef}>
        <div className="swiper-wrapper carousel__track">
          {slides.map((slide, index) => (
            <div
              key={index}
              className="swiper-slide carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {/* Controls exist only with JavaScript; they overlay the row, so they move nothing. */}
      <div className="carousel__controls" hidden={!ready}>
        <button type="button" ref={prevRef} className="carousel__nav carousel__nav--prev" aria-label={`Previous slide: ${label}`}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" ref={nextRef} className="carousel__nav carousel__nav--next" aria-label={`Next slide: ${label}`}>
          <span aria-hidden="true">›</span>
        </button>
        {playback !== 'off' && (
          <button
            type="button"
            className="carousel__playback"
            onClick={togglePlayback}
            aria-label={playback === 'playing' ? `Pause ${label}` : `Play ${label}`}
          >
            <span aria-hidden="true">{playback === 'playing' ? '❚❚' : '▶'}</span>
          </button>
        )}
      </div>
    </section>
  );
}

/** Runs `then` once `element` is on screen, when the browser is next idle; returns a cancel for both waits. */
function whenOnScreenAndIdle(element: Element | null, then: () => void): () => void {
  if (!element || typeof IntersectionObserver === 'undefined') return whenIdle(then);
  let cancelIdle = () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      cancelIdle = whenIdle(then);
    },
    // On screen, not merely near it: on a slow phone each Swiper costs a long task, so only the
    // carousels a shopper can see pay it while the page is still loading (ADR 0130).
    { rootMargin: '0px' },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
    cancelIdle();
  };
}
