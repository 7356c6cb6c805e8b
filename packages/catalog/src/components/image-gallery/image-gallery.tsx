import { useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import '../../styles/catalog.css';

/** One picture of the gallery. */
export interface GalleryImage {
  id: string;
  url: string;
  thumbnailUrl: string;
}

/** Props of {@link ImageGallery}. */
export interface ImageGalleryProps {
  images: readonly GalleryImage[];
  /** What the pictures show, for their alternative text ("2x4 × 8 ft #2"). */
  label: string;
}

/**
 * A main picture with thumbnails to switch it. The thumbnails are tabs: one tab stop, arrow keys,
 * Home and End move between them, and the main picture is their panel.
 */
export function ImageGallery({ images, label }: ImageGalleryProps): ReactElement {
  const [chosen, setChosen] = useState(0);
  const panelId = useId();
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  // A new variant brings new pictures; never point past the end of them.
  const index = chosen < images.length ? chosen : 0;
  const main = images[index];

  if (!main) {
    return (
      <div className="mk-gallery__main mk-gallery__main--empty" role="img" aria-label={`No picture of ${label}`}>
        <span className="mk-catalog-muted">No picture yet</span>
      </div>
    );
  }

  function moveTo(next: number) {
    const wrapped = (next + images.length) % images.length;
    setChosen(wrapped);
    thumbs.current[wrapped]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: images.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  }

  return (
    <div>
      <img
        id={panelId}
        role="tabpanel"
        className="mk-gallery__main"
        src={main.url}
        alt={`${label}, picture ${index + 1} of ${images.length}`}
      />
      {images.length > 1 ? (
        <div role="tablist" aria-label={`Pictures of ${label}`} className="mk-gallery__thumbs" onKeyDown={onKeyDown}>
          {images.map((image, position) => (
            <button
              key={image.id}
              ref={(element) => {
                thumbs.current[position] = element;
              }}
              type="button"
              role="tab"
              aria-selected={position === index}
              aria-controls={panelId}
              aria-label={`Picture ${position + 1}`}
              tabIndex={position === index ? 0 : -1}
              className="mk-gallery__thumb"
              onClick={() => setChosen(position)}
            >
              <img src={image.thumbnailUrl} alt="" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
