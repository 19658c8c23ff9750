import { PALETTES, type MediaProductType } from './palette';
import { bottle, glass } from './shapes';

/**
 * The "video" of a product's video section: a small self-contained page with an animated pour,
 * meant for an iframe (like a video site's embed page). The reference shop ships no real footage
 * and links nowhere outside itself.
 */
export function videoPage(type: MediaProductType): string {
  const p = PALETTES[type];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Meet the Maker</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>
html,body{margin:0;height:100%;background:#1d1b22;color:#fbf6ee;font-family:Georgia,serif}
main{display:grid;place-items:center;height:100%}
svg{width:min(100%,960px);height:auto}
.pour{transform-origin:330px 330px;animation:tilt 6s ease-in-out infinite}
.fill{animation:fill 6s ease-in-out infinite}
@keyframes tilt{0%,15%{transform:rotate(0)}35%,70%{transform:rotate(-62deg)}90%,100%{transform:rotate(0)}}
@keyframes fill{0%,35%{opacity:0}70%,100%{opacity:1}}
@media (prefers-reduced-motion:reduce){.pour,.fill{animation:none}.fill{opacity:1}}
</style></head><body><main>
<svg viewBox="0 0 960 540" role="img" aria-label="A bottle pouring into a glass">
<rect width="960" height="540" fill="#1d1b22"/><circle cx="480" cy="250" r="230" fill="${p.liquid}" opacity=".18"/>
<rect y="470" width="960" height="70" fill="#3a2a20"/>
<g class="pour">${bottle(type, 1, 330, 470, 1.05, 'v')}</g>
<g class="fill">${glass(type, 600, 470, 1.3)}</g>
<g opacity=".35">${glass(type, 600, 470, 1.3).replace(PALETTES[type].liquid, 'transparent')}</g>
<text x="480" y="80" text-anchor="middle" font-size="34" fill="#fbf6ee">Meet the Maker</text>
</svg></main></body></html>`;
}
