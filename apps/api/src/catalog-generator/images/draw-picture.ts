import type { PictureKind } from './picture-kinds';
import { Raster, shade } from './raster';
import type { Rgb } from './raster';

type Drawer = (canvas: Raster, color: Rgb, view: number) => void;

const S = 480;
const LABEL: Rgb = [250, 250, 246];
const INK: Rgb = [52, 56, 62];
const STEEL: Rgb = [150, 156, 162];

function label(canvas: Raster, x: number, y: number, w: number, h: number, accent: Rgb): void {
  canvas.rect(x, y, w, h, LABEL);
  canvas.rect(x, y, w, h * 0.28, accent);
  for (let line = 0; line < 3; line += 1) canvas.rect(x + w * 0.12, y + h * (0.42 + line * 0.17), w * (0.76 - line * 0.18), h * 0.07, INK);
}

/** Boards seen from the end: faces with grain, end grain with growth rings. */
const planks: Drawer = (canvas, color, view) => {
  const count = view === 1 ? 2 : 4;
  const h = view === 1 ? 110 : 62;
  for (let i = 0; i < count; i += 1) {
    const y = 120 + i * (h + 14);
    const x = 60 + (i % 2) * 18;
    canvas.rect(x, y, 320, h, color);
    for (let g = 1; g < 5; g += 1) canvas.rect(x + 10, y + (h * g) / 5, 300, 2, shade(color, 0.82));
    canvas.rect(x + 320, y, 44, h, shade(color, 1.15));
    for (let ring = 3; ring >= 1; ring -= 1) canvas.ellipse(x + 342, y + h / 2, ring * 6, ring * (h / 9), ring % 2 ? shade(color, 0.9) : shade(color, 1.2));
  }
};

/** A panel leaning in perspective with its edge showing. */
const sheet: Drawer = (canvas, color, view) => {
  const lean = view === 2 ? 40 : 0;
  canvas.polygon([[90 + lean, 70], [390, 90], [390, 410], [90 + lean, 420]], color);
  canvas.polygon([[390, 90], [412, 100], [412, 402], [390, 410]], shade(color, 0.7));
  for (let row = 0; row < 4; row += 1) for (let col = 0; col < 3; col += 1) canvas.circle(140 + lean + col * 100, 130 + row * 85, 3, shade(color, 0.75));
  if (view === 1) canvas.rect(120 + lean, 380, 150, 18, shade(color, 0.6));
};

/** A sack with a printed label. */
const bag: Drawer = (canvas, color, view) => {
  canvas.ellipse(240, 262, 150, 170, shade(color, 0.9));
  canvas.rect(100, 110, 280, 300, color);
  canvas.rect(100, 100, 280, 24, shade(color, 0.75));
  label(canvas, 140, 190, 200, view === 1 ? 170 : 130, shade(color, 0.55));
};

/** A pail with a lid and handle. */
const bucket: Drawer = (canvas, color, view) => {
  canvas.polygon([[130, 150], [350, 150], [330, 410], [150, 410]], LABEL);
  canvas.rect(140, 220, 200, view === 2 ? 90 : 120, color);
  canvas.rect(160, 245, 160, 12, LABEL);
  canvas.ellipse(240, 150, 116, 28, STEEL);
  canvas.ellipse(240, 146, 108, 22, [236, 238, 240]);
  canvas.rect(150, 176, 180, 6, STEEL);
};

/** A roll on its side: the body and a spiral end. */
const roll: Drawer = (canvas, color, view) => {
  const length = view === 1 ? 200 : 280;
  canvas.rect(100, 160, length, 170, color);
  for (let band = 0; band < 3; band += 1) canvas.rect(100 + band * (length / 3) + 20, 160, 8, 170, shade(color, 0.85));
  canvas.ellipse(100 + length, 245, 44, 85, shade(color, 1.2));
  for (let ring = 4; ring >= 1; ring -= 1) canvas.ellipse(100 + length, 245, ring * 10, ring * 19, ring % 2 ? shade(color, 0.85) : shade(color, 1.25));
};

/** A carton drawn as a cube with a label. */
const box: Drawer = (canvas, color, view) => {
  canvas.polygon([[110, 170], [300, 170], [370, 110], [180, 110]], shade(color, 1.2));
  canvas.rect(110, 170, 190, 230, color);
  canvas.polygon([[300, 170], [370, 110], [370, 340], [300, 400]], shade(color, 0.72));
  label(canvas, 135, 220, 140, view === 1 ? 150 : 110, shade(color, 0.5));
};

/** Straight pipes with open ends. */
const pipe: Drawer = (canvas, color, view) => {
  const count = view === 1 ? 2 : 4;
  for (let i = 0; i < count; i += 1) {
    const y = 140 + i * (200 / count) + (view === 1 ? 40 : 0);
    canvas.rect(70, y, 320, 38, color);
    canvas.rect(70, y + 6, 320, 6, shade(color, 1.3));
    canvas.ellipse(390, y + 19, 12, 19, shade(color, 0.8));
    canvas.ellipse(390, y + 19, 7, 12, shade(color, 0.45));
  }
};

/** A coil of tubing or cable. */
const coil: Drawer = (canvas, color, view) => {
  canvas.circle(240, 250, 170, color);
  for (let ring = 0; ring < 7; ring += 1) canvas.circle(240, 250, 165 - ring * 14, ring % 2 ? shade(color, 0.86) : color);
  canvas.circle(240, 250, 70, [246, 246, 242]);
  if (view === 2) canvas.rect(150, 90, 60, 40, LABEL);
};

/** Long bars with ribs (rebar, bead, flashing). */
const bar: Drawer = (canvas, color, view) => {
  const count = view === 1 ? 3 : 6;
  for (let i = 0; i < count; i += 1) {
    const y = 130 + i * (230 / count);
    canvas.rect(50, y, 380, 14, color);
    for (let rib = 0; rib < 19; rib += 1) canvas.rect(60 + rib * 20, y - 2, 4, 18, shade(color, 0.75));
  }
};

/** A concrete block with two cores. */
const block: Drawer = (canvas, color, view) => {
  canvas.polygon([[80, 200], [330, 200], [400, 150], [150, 150]], shade(color, 1.15));
  canvas.rect(80, 200, 250, 170, color);
  canvas.polygon([[330, 200], [400, 150], [400, 320], [330, 370]], shade(color, 0.75));
  canvas.polygon([[120, 190], [190, 190], [205, 160], [135, 160]], shade(color, 0.5));
  canvas.polygon([[220, 190], [290, 190], [305, 160], [235, 160]], shade(color, 0.5));
  if (view === 1) for (let dot = 0; dot < 40; dot += 1) canvas.circle(90 + ((dot * 53) % 230), 210 + ((dot * 37) % 150), 2, shade(color, 0.8));
};

/** Overlapping rows of shingle tabs. */
const shingles: Drawer = (canvas, color, view) => {
  const rows = view === 1 ? 4 : 6;
  for (let row = 0; row < rows; row += 1) {
    const y = 90 + row * (320 / rows);
    for (let tab = -1; tab < 6; tab += 1) {
      const x = 40 + tab * 72 + (row % 2) * 36;
      canvas.rect(x, y, 68, 320 / rows + 8, row % 3 === 0 ? color : shade(color, 0.88 + ((tab + row) % 3) * 0.08));
      canvas.rect(x, y, 68, 4, shade(color, 0.6));
    }
  }
};

/** A grid of tiles with grout. */
const tiles: Drawer = (canvas, color, view) => {
  const n = view === 1 ? 3 : 5;
  const size = 320 / n;
  canvas.rect(80, 80, 320, 320, shade(color, 0.7));
  for (let row = 0; row < n; row += 1) {
    for (let col = 0; col < n; col += 1) canvas.rect(84 + col * size, 84 + row * size, size - 8, size - 8, (row + col) % 2 ? color : shade(color, 1.08));
  }
};

/** A door in its frame, with panels and a knob. */
const door: Drawer = (canvas, color, view) => {
  canvas.rect(140, 50, 200, 390, shade(color, 0.8));
  canvas.rect(152, 62, 176, 378, color);
  const panels = view === 1 ? 2 : 4;
  for (let i = 0; i < panels; i += 1) {
    const ph = 330 / panels;
    canvas.rect(172, 80 + i * ph, 60, ph - 18, shade(color, 0.9));
    canvas.rect(248, 80 + i * ph, 60, ph - 18, shade(color, 0.9));
  }
  canvas.circle(310, 260, 10, [196, 160, 80]);
};

/** A window: frame, sashes and sky-tinted glass. */
const window: Drawer = (canvas, color, view) => {
  canvas.rect(100, 70, 280, 350, color);
  const glass: Rgb = view === 2 ? [170, 205, 230] : [190, 222, 242];
  canvas.rect(120, 90, 240, 150, glass);
  canvas.rect(120, 256, 240, 144, glass);
  canvas.rect(236, 90, 8, 310, color);
  canvas.polygon([[140, 230], [200, 100], [230, 100], [170, 230]], shade(glass, 1.15));
};

/** A device (breaker, valve, connector, fixture): a body with a control and screws. */
const device: Drawer = (canvas, color, view) => {
  canvas.rect(150, 90, 180, 310, shade(color, 0.85));
  canvas.rect(160, 100, 160, 290, color);
  canvas.rect(210, 180, 60, view === 1 ? 130 : 90, shade(color, 0.6));
  canvas.rect(222, 200, 36, 40, LABEL);
  for (const [x, y] of [[180, 120], [300, 120], [180, 370], [300, 370]] as const) canvas.circle(x, y, 8, STEEL);
};

const drawers: Record<PictureKind, Drawer> = { planks, sheet, bag, bucket, roll, box, pipe, coil, bar, block, shingles, tiles, door, window, device };

/** Background tints of the three views of a product, so a variant's pictures differ. */
const backgrounds: readonly (readonly [Rgb, Rgb])[] = [
  [[250, 250, 248], [226, 230, 234]],
  [[244, 246, 250], [214, 222, 232]],
  [[252, 248, 240], [232, 224, 210]],
];

/** Draws one product illustration (480×480) of a kind, in a colour, for view 0, 1 or 2. */
export function drawPicture(kind: PictureKind, color: Rgb, view: number): Raster {
  const canvas = new Raster(S, S);
  const [top, bottom] = backgrounds[view % backgrounds.length] ?? backgrounds[0] ?? [[255, 255, 255], [255, 255, 255]];
  canvas.background(top, bottom);
  canvas.ellipse(240, 440, 190, 18, shade(bottom, 0.86));
  drawers[kind](canvas, color, view);
  return canvas;
}
