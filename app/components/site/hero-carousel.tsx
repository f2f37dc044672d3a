import { ArrowRight, ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { useLocalePath } from "~/components/site/use-locale-path";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { type HomeCopy, format } from "~/locales";
import type { HeroSlide } from "~/lib/content/pages";
import { heroImageSize, heroSizes } from "~/lib/content/hero-images";
import { langKey } from "~/lib/locale/lang-attrs";
import { useLangAttrs } from "./use-lang-attrs";

/** The hero's calls to action (the button look, without the button module on this page). */
const heroButton =
  "inline-flex h-12 items-center justify-center gap-2 rounded-md px-6 text-base font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4";

/**
 * The home hero. Below 768 px: the first slide, static. Wider: a looping carousel of the admin's slides (three by default) with
 * previous/next buttons (and the arrow keys on them, mirrored in right-to-left pages). Slide text re-animates whenever the visitor scrolls back to the top.
 */
export function HeroCarousel({
  slides,
  copy,
}: {
  slides: readonly HeroSlide[];
  copy: HomeCopy["hero"];
}) {
  const lp = useLocalePath();
  const t = copy;
  // A slide's text still in English on an Arabic page is marked so (docs/decisions/041).
  const marked = useLangAttrs();
  const [active, setActive] = useState(0);
  const [replay, setReplay] = useState(0);

  useEffect(() => {
    let away = window.scrollY > 0;
    const onScroll = () => {
      if (window.scrollY <= 0 && away) {
        away = false;
        setReplay((n) => n + 1);
      } else if (window.scrollY > 80) {
        away = true;
      }
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  const go = (step: number) =>
    setActive((index) => (index + step + slides.length) % slides.length);

  // Arrow keys on the controls step the slides the way they read: in a right-to-left page the
  // next slide lies to the left, so ArrowLeft goes forward (WAI-ARIA carousel pattern, mirrored).
  const onArrowKey = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const forward =
      getComputedStyle(event.currentTarget).direction === "rtl"
        ? "ArrowLeft"
        : "ArrowRight";
    go(event.key === forward ? 1 : -1);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t.label}
      className="relative h-[600px] overflow-hidden bg-[#0d1117] text-white md:h-[700px] lg:h-[800px]"
    >
      {slides.map((slide, index) => {
        const current = index === active;
        return (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={format(t.slideOf, {
              index: index + 1,
              count: slides.length,
            })}
            aria-hidden={current ? undefined : true}
            inert={current ? undefined : true}
            className={cn(
              "absolute inset-0 transition-opacity duration-700 ease-out",
              current ? "z-10 opacity-100" : "z-0 opacity-0",
              index > 0 && "hidden md:block",
            )}
          >
            <img
              key={langKey(slide.lang?.alt)}
              {...marked(slide.lang?.alt)}
              src={slide.src}
              srcSet={slide.srcSet || undefined}
              sizes={heroSizes}
              width={heroImageSize.width}
              height={heroImageSize.height}
              alt={slide.alt}
              loading={index === 0 ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : undefined}
              decoding={index === 0 ? "sync" : "async"}
              className="absolute inset-0 h-full w-full object-cover"
            />
            <div
              className="absolute inset-0 [background:var(--hero-overlay)]"
              aria-hidden="true"
            />
            <div className="relative mx-auto flex h-full max-w-7xl items-center px-6 sm:px-10 md:px-20">
              <div
                key={current ? `${active}-${replay}` : "idle"}
                className="max-w-2xl"
              >
                <p
                  key={langKey(slide.lang?.tagline)}
                  className="animate-fade-up text-sm font-semibold tracking-[0.2em] text-[#f0a35e] uppercase"
                  {...marked(slide.lang?.tagline)}
                >
                  {slide.tagline}
                </p>
                <h2
                  key={langKey(slide.lang?.title)}
                  className="mt-4 animate-fade-up text-4xl leading-tight font-bold tracking-tight [animation-delay:0.1s] sm:text-5xl lg:text-6xl"
                  {...marked(slide.lang?.title)}
                >
                  {slide.title}
                </h2>
                <p
                  key={langKey(slide.lang?.subtitle)}
                  className="mt-3 animate-fade-up text-lg font-medium text-white/90 [animation-delay:0.2s] sm:text-xl"
                  {...marked(slide.lang?.subtitle)}
                >
                  {slide.subtitle}
                </p>
                <p
                  key={langKey(slide.lang?.description)}
                  className="mt-5 max-w-xl animate-fade-up text-base leading-relaxed text-white/80 [animation-delay:0.3s] sm:text-lg"
                  {...marked(slide.lang?.description)}
                >
                  {slide.description}
                </p>
                <div className="mt-8 flex animate-fade-up flex-wrap gap-3 [animation-delay:0.4s]">
                  <Link
                    to={lp("/products")}
                    className={cn(
                      heroButton,
                      "bg-primary text-primary-foreground hover:bg-primary-hover",
                    )}
                    tabIndex={current ? undefined : -1}
                  >
                    {t.explore}
                    <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
                  </Link>
                  <Link
                    to={lp("/contact")}
                    tabIndex={current ? undefined : -1}
                    className={cn(
                      heroButton,
                      "border border-white/40 bg-white/10 text-white hover:bg-white/20",
                    )}
                  >
                    {t.contact}
                  </Link>
                </div>
              </div>
            </div>
          </div>
        );
      })}

      {/* The buttons inside take the keys; the box only hears them bubble up. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        className="absolute inset-x-0 bottom-8 z-20 hidden items-center justify-center gap-4 md:flex"
        onKeyDown={onArrowKey}
      >
        <button
          type="button"
          onClick={() => go(-1)}
          aria-label={t.previous}
          className="inline-flex size-11 items-center justify-center rounded-full border border-white/40 bg-black/40 text-white backdrop-blur transition-colors hover:bg-black/60"
        >
          <ChevronLeft className="size-5 rtl:rotate-180" aria-hidden="true" />
        </button>
        <div className="flex gap-2" aria-hidden="true">
          {slides.map((slide, index) => (
            <span
              key={slide.id}
              className={cn(
                "h-1.5 rounded-full transition-all",
                index === active ? "w-8 bg-[#f0a35e]" : "w-3 bg-white/50",
              )}
            />
          ))}
        </div>
        <button
          type="button"
          onClick={() => go(1)}
          aria-label={t.next}
          className="inline-flex size-11 items-center justify-center rounded-full border border-white/40 bg-black/40 text-white backdrop-blur transition-colors hover:bg-black/60"
        >
          <ChevronRight className="size-5 rtl:rotate-180" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
