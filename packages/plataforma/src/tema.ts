import type { ThemeConfig } from 'antd';

/**
 * The portal's antd theme. It is read twice: by ProveedorCartera at runtime, and at build time by
 * estilos-antd.mjs, which writes the components' CSS for this theme into one static sheet (antd does not generate
 * CSS in the browser: `zeroRuntime` in ProveedorCartera) and derives its tokens once (temaPrecalculado.ts). Change
 * it, and every app's next build writes a new sheet and new tokens.
 *
 * `cssVar.key` and `hashed: false` make the class names the same on both sides: antd names the class that carries a
 * component's CSS variables after React's `useId` unless a key is given, and a hashed class would change with the
 * tokens.
 *
 * Every text antd draws with these tokens reaches WCAG AA (4,5:1): ProveedorCartera.test.ts checks each pair as antd
 * combines it (docs/decisiones/contraste-del-tema.md).
 */
export const TEMA = {
  cssVar: { key: 'cartera' },
  hashed: false,
  token: {
    colorPrimary: '#1f6f5c',
    // antd's light backgrounds of the primary colour (the selected menu entry, a selected option or row) are the first
    // shades of its palette, which for a colour this dark is a grey, #a5b0ac: the selected entry's text, in the
    // primary colour, was 2,7:1 on it. The primary at 12 % and 18 % on white, as antd's light blues are to its blue:
    // 5,1:1 and 4,7:1.
    // antd's links are its blue (#1677ff: 4,1:1 on white, 3,8:1 on the page's grey, Lighthouse on /cobros/caja's
    // «Volver a Cobros»): in the primary green, as the rest of what the portal asks to click.
    colorLink: '#1f6f5c',
    // antd lightens a link under the pointer (3,9:1 from this green): darker instead, as the primary buttons do.
    colorLinkHover: '#174f42',
    colorLinkActive: '#174f42',
    colorPrimaryBg: '#e4eeeb',
    colorPrimaryBgHover: '#d7e5e2',
    borderRadius: 6,
    // antd's secondary and description greys (45 % black, 3,4:1 on white) fail WCAG AA contrast (4,5:1): these are
    // ≥ 5,9:1 on white and on the page background (Lighthouse, issue 14).
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    // Placeholders of inputs and selects (antd: 25 % black, 1,6:1): Lighthouse flags the filter selects' hints.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.62)',
  },
  components: {
    // A Tag of a preset colour writes shade 7 of that colour's palette on its shade 1, and a status Tag (success,
    // processing, error, warning) the status colour on its lightest tint: green, cyan, orange, volcano, gold, lime,
    // yellow and the four statuses stay under 4,5:1 (green 3,4:1, warning 1,8:1). Inside a Tag only, the text takes
    // the first darker shade of the same palette that reaches 4,5:1; backgrounds and borders stay antd's, and so do
    // these colours everywhere else (alerts, badges, buttons, charts). antd scopes a component's tokens to its own
    // elements (`.cartera.ant-tag { --ant-green-7: … }` in the static sheet).
    Tag: {
      cyan7: '#006d75', // cyan-8, 5,8:1
      green7: '#237804', // green-8, 5,4:1
      orange7: '#ad4e00', // orange-8, 5,1:1
      volcano7: '#ad2102', // volcano-8, 6,4:1
      gold7: '#874d00', // gold-9, 6,5:1
      lime7: '#3f6600', // lime-9, 6,6:1
      yellow7: '#876800', // yellow-9, 5,2:1
      colorSuccess: '#237804', // green-8 (success is green-6), 5,4:1
      colorInfo: '#0958d9', // blue-7 (processing: info is blue-6), 5,5:1
      colorError: '#b32430', // shade 8 of the error palette, 6,0:1
      colorWarning: '#874d00', // gold-9 (warning is gold-6), 6,5:1
    },
  },
} satisfies ThemeConfig;
