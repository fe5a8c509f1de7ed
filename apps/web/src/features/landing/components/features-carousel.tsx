import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { featureSlides } from './feature-slides';

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700';

/** Reads embla state that changes on 'init', 'select' and 'reInit' as an external store. */
function useEmblaState(emblaApi: EmblaApi | undefined) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!emblaApi) return () => {};
      emblaApi.on('init', onChange).on('select', onChange).on('reInit', onChange);
      return () => {
        emblaApi.off('init', onChange).off('select', onChange).off('reInit', onChange);
      };
    },
    [emblaApi],
  );
  const canScrollPrev = useSyncExternalStore(
    subscribe,
    () => emblaApi?.canScrollPrev() ?? false,
    () => false,
  );
  const canScrollNext = useSyncExternalStore(
    subscribe,
    () => emblaApi?.canScrollNext() ?? false,
    () => false,
  );
  const selectedIndex = useSyncExternalStore(
    subscribe,
    () => emblaApi?.selectedScrollSnap() ?? 0,
    () => 0,
  );
  return { canScrollPrev, canScrollNext, selectedIndex };
}

export function FeaturesCarousel() {
  const { t } = useTranslation('landing');
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, align: 'start' });
  const { canScrollPrev, canScrollNext, selectedIndex } = useEmblaState(emblaApi);

  const scrollPrev = useCallback(() => emblaApi?.scrollPrev(), [emblaApi]);
  const scrollNext = useCallback(() => emblaApi?.scrollNext(), [emblaApi]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        scrollPrev();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        scrollNext();
      }
    },
    [scrollPrev, scrollNext],
  );

  const total = featureSlides.length;
  const current = featureSlides[selectedIndex] ?? featureSlides[0];

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t('features.carouselLabel')}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className={`relative rounded-2xl ${focusRing}`}
    >
      <div ref={emblaRef} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {featureSlides.map(({ key, icon: Icon }, index) => (
            <div
              key={key}
              role="group"
              aria-roledescription="slide"
              aria-label={t('features.slideLabel', { number: index + 1, total })}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/2 lg:basis-1/3"
            >
              <article className="flex h-full flex-col rounded-2xl border border-green-900/10 bg-white p-6 shadow-sm">
                <span className="flex size-12 items-center justify-center rounded-xl bg-green-100 text-green-800">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-xl font-semibold text-green-900">{t(`features.slides.${key}.title`)}</h3>
                <p className="mt-2 text-green-950/80">{t(`features.slides.${key}.subtitle`)}</p>
              </article>
            </div>
          ))}
        </div>
      </div>

      <div className="mt-6 flex items-center justify-center gap-4">
        <SlideButton label={t('features.previous')} onClick={scrollPrev} disabled={!canScrollPrev}>
          <ChevronLeft aria-hidden="true" className="size-6" />
        </SlideButton>
        <p className="min-w-24 text-center text-sm font-medium text-green-900" aria-hidden="true">
          {selectedIndex + 1} / {total}
        </p>
        <SlideButton label={t('features.next')} onClick={scrollNext} disabled={!canScrollNext}>
          <ChevronRight aria-hidden="true" className="size-6" />
        </SlideButton>
      </div>

      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {current ? t('features.announcement', { number: selectedIndex + 1, total, title: t(`features.slides.${current.key}.title`) }) : ''}
      </p>
    </div>
  );
}

/** The carousel's previous or next button: a round arrow, greyed at the end it cannot pass. */
function SlideButton({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      className={`flex size-11 items-center justify-center rounded-full bg-green-700 text-white shadow transition-colors hover:bg-green-800 disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-600 ${focusRing}`}
    >
      {children}
    </button>
  );
}
