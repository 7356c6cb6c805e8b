/** An RGB colour, 0–255 per channel. */
export type Rgb = readonly [number, number, number];

/** Parses `#rrggbb`. */
export function hexColor(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** The colour darkened (factor < 1) or lightened (factor > 1). */
export function shade([r, g, b]: Rgb, factor: number): Rgb {
  const channel = (value: number) => Math.max(0, Math.min(255, Math.round(factor >= 1 ? value + (255 - value) * (factor - 1) : value * factor)));
  return [channel(r), channel(g), channel(b)];
}

/** A point of a polygon. */
export type Point = readonly [number, number];

/** A small software canvas: just the shapes the product illustrations are made of. */
export class Raster {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  /**
   * Fills pixels x0..x1-1 of row y. Every shape is drawn as horizontal spans, which keeps
   * drawing hundreds of pictures within a second or two.
   */
  private span(y: number, x0: number, x1: number, [r, g, b]: Rgb): void {
    if (y < 0 || y >= this.height) return;
    const from = Math.max(0, Math.round(x0));
    const to = Math.min(this.width, Math.round(x1));
    const { pixels } = this;
    for (let i = (y * this.width + from) * 3, end = (y * this.width + to) * 3; i < end; i += 3) {
      pixels[i] = r;
      pixels[i + 1] = g;
      pixels[i + 2] = b;
    }
  }

  /** A vertical gradient over the whole canvas. */
  background(top: Rgb, bottom: Rgb): void {
    for (let y = 0; y < this.height; y += 1) {
      const t = y / (this.height - 1);
      const mix = (c: 0 | 1 | 2) => Math.round(top[c] * (1 - t) + bottom[c] * t);
      this.span(y, 0, this.width, [mix(0), mix(1), mix(2)]);
    }
  }

  rect(x: number, y: number, w: number, h: number, color: Rgb): void {
    for (let py = Math.max(0, Math.round(y)), end = Math.min(this.height, Math.round(y + h)); py < end; py += 1) this.span(py, x, x + w, color);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, color: Rgb): void {
    for (let py = Math.ceil(cy - ry); py <= Math.floor(cy + ry); py += 1) {
      const dy = (py - cy) / ry;
      const half = rx * Math.sqrt(Math.max(0, 1 - dy * dy));
      this.span(py, cx - half, cx + half + 1, color);
    }
  }

  circle(cx: number, cy: number, r: number, color: Rgb): void {
    this.ellipse(cx, cy, r, r, color);
  }

  /** A filled polygon (even-odd rule), scanline by scanline. */
  polygon(points: readonly Point[], color: Rgb): void {
    const ys = points.map(([, y]) => y);
    for (let py = Math.floor(Math.min(...ys)); py <= Math.ceil(Math.max(...ys)); py += 1) {
      const crossings: number[] = [];
      for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
        const [xi, yi] = points[i] as Point;
        const [xj, yj] = points[j] as Point;
        if (yi > py !== yj > py) crossings.push(((xj - xi) * (py - yi)) / (yj - yi) + xi);
      }
      crossings.sort((a, b) => a - b);
      for (let k = 0; k + 1 < crossings.length; k += 2) this.span(py, crossings[k] as number, crossings[k + 1] as number, color);
    }
  }

  /** A copy shrunk by an integer factor, each pixel the average of its block (thumbnails). */
  downscale(factor: number): Raster {
    const out = new Raster(Math.floor(this.width / factor), Math.floor(this.height / factor));
    const area = factor * factor;
    for (let y = 0; y < out.height; y += 1) {
      for (let x = 0; x < out.width; x += 1) {
        for (let c = 0; c < 3; c += 1) {
          let sum = 0;
          for (let dy = 0; dy < factor; dy += 1) {
            for (let dx = 0; dx < factor; dx += 1) sum += this.pixels[((y * factor + dy) * this.width + (x * factor + dx)) * 3 + c] as number;
          }
          out.pixels[(y * out.width + x) * 3 + c] = Math.round(sum / area);
        }
      }
    }
    return out;
  }
}
