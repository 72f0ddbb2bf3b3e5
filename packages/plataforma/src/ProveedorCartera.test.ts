import { TEMA } from './tema';

/** WCAG 2 contrast ratio of an rgba() grey or a #rrggbb color drawn over an opaque background. */
function contraste(color: string, fondo: [number, number, number]): number {
  const rgba = color.match(/rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)/);
  const hex = color.match(/^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i);
  let canales: number[];
  if (rgba) {
    const alfa = Number(rgba[4]);
    canales = [1, 2, 3].map((i) => Number(rgba[i]) * alfa + fondo[i - 1] * (1 - alfa));
  } else if (hex) {
    canales = [1, 2, 3].map((i) => parseInt(hex[i], 16));
  } else {
    throw new Error(`color no reconocido: ${color}`);
  }
  const luminancia = (rgb: number[]) => {
    const [r, g, b] = rgb.map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [claro, oscuro] = [luminancia(canales), luminancia(fondo)].sort((a, b) => b - a);
  return (claro + 0.05) / (oscuro + 0.05);
}

describe('tema del portal', () => {
  const BLANCO: [number, number, number] = [255, 255, 255];
  const FONDO_PAGINA: [number, number, number] = [245, 245, 245];

  it.each([
    'colorTextSecondary',
    'colorTextTertiary',
    'colorTextDescription',
    'colorTextPlaceholder',
    'colorPrimary',
  ] as const)('%s tiene contraste AA (≥ 4,5:1) sobre blanco y sobre el fondo de la página', (token) => {
    expect(contraste(TEMA.token[token], BLANCO)).toBeGreaterThanOrEqual(4.5);
    expect(contraste(TEMA.token[token], FONDO_PAGINA)).toBeGreaterThanOrEqual(4.5);
  });

  it('el gris de antd por defecto (45 % de negro) no alcanzaría', () => {
    expect(contraste('rgba(0, 0, 0, 0.45)', BLANCO)).toBeLessThan(4.5);
  });
});
