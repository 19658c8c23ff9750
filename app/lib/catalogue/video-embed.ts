/**
 * How to play a product video: a video-site link (YouTube, Vimeo) becomes that site's embed
 * player; a direct video file plays in a native <video>; any other page (the reference API
 * serves its own player pages) is embedded as it is.
 */
export type VideoEmbed = { kind: 'iframe'; src: string } | { kind: 'native'; src: string };

const VIDEO_FILE = /\.(mp4|webm|ogg|ogv|mov|m4v)(?:$|[?#])/i;

export function videoEmbed(rawUrl: string): VideoEmbed | null {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^www\.|^m\./, '');

  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const id = url.pathname === '/watch' ? url.searchParams.get('v') : /^\/(?:embed|shorts)\/([\w-]+)/.exec(url.pathname)?.[1];
    if (id && /^[\w-]{6,20}$/.test(id)) return { kind: 'iframe', src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` };
    return null;
  }
  if (host === 'youtu.be') {
    const id = url.pathname.slice(1);
    return /^[\w-]{6,20}$/.test(id) ? { kind: 'iframe', src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` } : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /(\d{5,12})/.exec(url.pathname)?.[1];
    return id ? { kind: 'iframe', src: `https://player.vimeo.com/video/${id}?autoplay=1` } : null;
  }
  if (VIDEO_FILE.test(url.pathname)) return { kind: 'native', src: url.toString() };
  return { kind: 'iframe', src: url.toString() };
}
