// Images for the browser tests' uploads (a client's photo, a receipt): real PNGs (api/test/support/png.ts).
import { pngRgb } from '../../api/test/support/png';

/** A real PNG of `ancho`×`alto` with a gradient: bigger than 800 px, so the browser has to reduce it. */
export const png = (ancho: number, alto: number): Buffer =>
  pngRgb(ancho, alto, (x, y) => [(x * 255) / ancho, (y * 255) / alto, 120]);
