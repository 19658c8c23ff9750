import { useState } from 'react';
import type { HtmlSection } from '~/lib/shop-api/types';
import { HtmlContent } from '~/components/content/HtmlContent';
import type { VideoEmbed } from '~/lib/catalogue/video-embed';

/**
 * The optional product video: a poster until clicked, then the embedded player (a video-site
 * embed or a native <video>). Without JavaScript the poster is a plain link to the video.
 */
export function ProductVideo({
  section,
  embed,
}: {
  section: HtmlSection & { section_video_url: string; section_image: string };
  embed: VideoEmbed;
}) {
  const [playing, setPlaying] = useState(false);
  return (
    <section className="product-video media-split" aria-labelledby="product-video-title">
      <div className="product-video__text">
        <h2 id="product-video-title">{section.section_title}</h2>
        {section.section_content && <HtmlContent html={section.section_content} />}
      </div>
      <div className="product-video__frame media-placeholder">
        {playing ? (
          embed.kind === 'native' ? (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- the shop API gives a video link and no caption track to attach
            <video src={embed.src} controls autoPlay playsInline poster={section.section_image} width={960} height={540}>
              <a href={embed.src}>Watch the video</a>
            </video>
          ) : (
            <iframe
              src={embed.src}
              title={section.section_title || 'Product video'}
              width={960}
              height={540}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              loading="lazy"
            />
          )
        ) : (
          <a
            className="product-video__poster"
            href={section.section_video_url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(event) => {
              event.preventDefault();
              setPlaying(true);
            }}
          >
            <img src={section.section_image} alt="" width={960} height={540} loading="lazy" decoding="async" />
            <span className="product-video__play" aria-hidden="true">
              ▶
            </span>
            <span className="visually-hidden">Play video: {section.section_title}</span>
          </a>
        )}
      </div>
    </section>
  );
}
