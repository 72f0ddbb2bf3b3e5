import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ConfigProvider, Tag, theme } from 'antd';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { PresetColors } from 'antd/es/theme/interface';
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

  /** The tokens antd draws with: the theme's, derived as in the browser. */
  const tokens = theme.getDesignToken(TEMA) as unknown as Record<string, string>;
  const rgb = (color: string): [number, number, number] => {
    const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
    if (!hex) throw new Error(`fondo no opaco: ${color}`);
    return [parseInt(hex[1], 16), parseInt(hex[2], 16), parseInt(hex[3], 16)];
  };

  it('la entrada elegida del menú (color principal sobre el fondo de lo elegido) tiene contraste AA', () => {
    // antd's Menu: itemSelectedColor is colorPrimary, itemSelectedBg is controlItemBgActive (colorPrimaryBg).
    expect(tokens.controlItemBgActive).toBe(TEMA.token.colorPrimaryBg);
    expect(contraste(tokens.colorPrimary, rgb(tokens.controlItemBgActive))).toBeGreaterThanOrEqual(4.5);
    expect(contraste(tokens.colorPrimary, rgb(tokens.controlItemBgActiveHover))).toBeGreaterThanOrEqual(4.5);
  });

  it('un enlace, el normal y el que tiene el puntero encima, tiene contraste AA sobre blanco y sobre el gris de la página', () => {
    for (const fondo of ['#ffffff', tokens.colorBgLayout]) {
      expect(contraste(tokens.colorLink, rgb(fondo))).toBeGreaterThanOrEqual(4.5);
      expect(contraste(tokens.colorLinkHover, rgb(fondo))).toBeGreaterThanOrEqual(4.5);
    }
  });

  // Every colour a Tag takes by name: antd's presets (antd/es/_util/colors) and its four statuses.
  const COLORES_DE_ETIQUETA = [...PresetColors, 'success', 'processing', 'error', 'warning'];
  const etiquetas = etiquetasComoLasEscribeAntd(COLORES_DE_ETIQUETA);

  it.each(COLORES_DE_ETIQUETA)('una etiqueta color="%s" tiene contraste AA', (color) => {
    const { texto, fondo } = etiquetas.get(color) ?? {};
    expect(texto).toMatch(/^#/);
    expect(contraste(texto!, rgb(fondo!))).toBeGreaterThanOrEqual(4.5);
  });

  it('fuera de las etiquetas los colores de estado siguen siendo los de antd', () => {
    expect(tokens.colorSuccess).toBe('#52c41a');
    expect(tokens.green7).toBe('#389e0d');
  });
});

/**
 * The text and background colours of a Tag of each colour, as antd writes them for the theme: its rules rendered into
 * a CSS-in-JS cache (as estilos-antd.mjs does for the static sheet), each `var(--ant-…)` read from the Tag's own
 * variables (`.cartera.ant-tag`, the Tag's tokens in the theme) or else from the theme's (`.cartera`).
 */
function etiquetasComoLasEscribeAntd(colores: string[]): Map<string, { texto: string; fondo: string }> {
  const cache = createCache();
  const html = renderToString(
    createElement(
      StyleProvider,
      { cache },
      createElement(
        ConfigProvider,
        { theme: TEMA },
        colores.map((color) => createElement(Tag, { key: color, color }, color)),
      ),
    ),
  );
  const hoja = extractStyle(cache, { plain: true });
  const variables = (selector: string) => {
    const bloque = hoja.split('}').find((regla) => regla.trim().startsWith(`${selector}{`)) ?? '';
    return new Map(
      [...bloque.matchAll(/(--[\w-]+):([^;]+)/g)].map(([, nombre, valor]) => [nombre, valor.trim()]),
    );
  };
  const propias = variables('.cartera.ant-tag');
  const delTema = variables('.cartera');
  const valor = (css: string) => {
    const variable = /^var\((--[\w-]+)\)$/.exec(css.trim());
    return variable ? (propias.get(variable[1]) ?? delTema.get(variable[1]) ?? css) : css.trim();
  };
  // The variant antd gives a Tag without one (`filled` in antd 6): its class on the rendered tag.
  const variante = /ant-tag-(filled|outlined|solid)/.exec(html)?.[1];
  return new Map(
    colores.map((color) => {
      const regla =
        hoja
          .split('}')
          .find((r) =>
            r.startsWith(`.ant-tag.ant-tag-${color}:not(.ant-tag-disabled).ant-tag-${variante}{`),
          ) ?? '';
      return [
        color,
        {
          texto: valor(/[{;]color:([^;]+)/.exec(regla)?.[1] ?? ''),
          fondo: valor(/background-color:([^;]+)/.exec(regla)?.[1] ?? ''),
        },
      ];
    }),
  );
}
