import type { VideoData } from '@vitrine/contracts/sections';
import { useEffect, useRef, useState } from 'react';
import { OptimisedImage } from '../components/media/optimised-image';
import { HeadedSection } from './headed-section';
import type { SectionProps } from './section-props';
import '../styles/content-sections.css';

/** The player loads from here only, and only after a click (the CSP's frame-src names it). */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export function videoPlayerUrl(data: Pick<VideoData, 'provider' | 'video'>): string {
  return data.provider === 'youtube' ? `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(data.video)}?autoplay=1&rel=0` : data.video;
}

/** Where the poster leads without JavaScript: the video on YouTube, or the MP4 itself. */
function videoPageUrl(data: Pick<VideoData, 'provider' | 'video'>): string {
  return data.provider === 'youtube' ? `https://www.youtube.com/watch?v=${encodeURIComponent(data.video)}` : data.video;
}

/**
 * A poster with a play button: nothing of the player (no iframe, no video file, no request to the
 * video host) loads before the shopper asks for it, so the section costs one image on first load.
 * Without JavaScript the poster is a plain link to the video.
 */
export function VideoSection({ data, index }: SectionProps<VideoData>) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement & HTMLVideoElement>(null);
  // The poster link the shopper pressed is gone: keyboard focus moves to the player that replaced it.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  const poster = data?.poster;
  if (!poster?.url || !data.video) return null;
  const ratio = `${poster.width} / ${poster.height}`;
  return (
    <HeadedSection className="video-section container" heading={data.heading} aria-label={data.heading ? undefined : data.title}>
      <div className="video-section__frame" style={{ aspectRatio: ratio }}>
        {playing ? (
          data.provider === 'youtube' ? (
            <iframe
              ref={player}
              className="video-section__player"
              src={videoPlayerUrl(data)}
              title={data.title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : (
            // biome-ignore lint/a11y/useMediaCaption: the owner's MP4 comes without a captions file; its title names it.
            <video ref={player} className="video-section__player" src={videoPlayerUrl(data)} controls autoPlay playsInline aria-label={data.title} />
          )
        ) : (
          <a
            className="video-section__poster"
            href={videoPageUrl(data)}
            aria-label={`Play video: ${data.title}`}
            onClick={(event) => {
              event.preventDefault();
              setPlaying(true);
            }}
          >
            <OptimisedImage
              src={poster.url}
              alt=""
              width={poster.width}
              height={poster.height}
              sizes="(min-width: 1280px) 1232px, 100vw"
              displayWidth={Math.min(poster.width, 1232)}
              priority={index === 0}
            />
            {/* A CSS-drawn play button: no icon file or drawing in the markup. */}
            <span className="video-section__play" aria-hidden="true" />
          </a>
        )}
      </div>
    </HeadedSection>
  );
}
