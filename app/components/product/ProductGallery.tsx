/** Main image plus thumbnails. CSS shows the image whose radio is checked (product.css). */
const MAX_GALLERY_IMAGES = 8;

/**
 * The gallery works without JavaScript: each thumbnail is the label of a (visually hidden)
 * radio, and CSS shows the main image of the checked one; arrow keys move between them. The
 * first image is the page's LCP image (eager, high priority); the others load when shown.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const shown = images.slice(0, MAX_GALLERY_IMAGES);
  if (shown.length === 0) return null;
  return (
    <div className="gallery" data-count={shown.length}>
      {shown.length > 1 &&
        shown.map((_, i) => (
          <input
            key={i}
            type="radio"
            name="gallery-image"
            id={`gallery-image-${i + 1}`}
            className="gallery__radio visually-hidden"
            defaultChecked={i === 0}
            aria-label={`Show image ${i + 1} of ${shown.length}`}
          />
        ))}
      <div className="gallery__stage media-placeholder">
        {shown.map((src, i) => (
          <img
            key={src + i}
            className="gallery__image"
            src={src}
            alt={i === 0 ? name : `${name}, view ${i + 1}`}
            width={600}
            height={800}
            loading={i === 0 ? 'eager' : 'lazy'}
            decoding={i === 0 ? 'sync' : 'async'}
            {...(i === 0 ? { fetchpriority: 'high' } : {})}
          />
        ))}
      </div>
      {shown.length > 1 && (
        <div className="gallery__thumbs">
          {shown.map((src, i) => (
            // eslint-disable-next-line jsx-a11y/label-has-associated-control -- a picture to click; the radio it labels is named by its aria-label
            <label key={src + i} htmlFor={`gallery-image-${i + 1}`} className="gallery__thumb" data-testid="gallery-thumb">
              <img src={src} alt="" width={72} height={96} loading="lazy" decoding="async" />
            </label>
          ))}
        </div>
      )}
    </div>
  );
}
