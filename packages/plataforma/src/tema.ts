import type { ThemeConfig } from 'antd';

/**
 * The portal's antd theme. It is read twice: by ProveedorCartera at runtime, and at build time by
 * estilos-antd.mjs, which writes the components' CSS for this theme into one static sheet (antd does not generate
 * CSS in the browser: `zeroRuntime` in ProveedorCartera). Change it, and every app's next build writes a new sheet.
 *
 * `cssVar.key` and `hashed: false` make the class names the same on both sides: antd names the class that carries a
 * component's CSS variables after React's `useId` unless a key is given, and a hashed class would change with the
 * tokens.
 */
export const TEMA = {
  cssVar: { key: 'cartera' },
  hashed: false,
  token: {
    colorPrimary: '#1f6f5c',
    borderRadius: 6,
    // antd's secondary and description greys (45 % black, 3,4:1 on white) fail WCAG AA contrast (4,5:1): these are
    // ≥ 5,9:1 on white and on the page background (Lighthouse, issue 14).
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    // Placeholders of inputs and selects (antd: 25 % black, 1,6:1): Lighthouse flags the filter selects' hints.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.62)',
  },
} satisfies ThemeConfig;
