// Every app type-checks this file with its own tsconfig: the declaration of the sheet travels with it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- a global `declare module`, not a module to import
/// <reference path="./antd-css.d.ts" />
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
// antd's CSS for the portal's theme, written at build time (estilos-antd.mjs, pluginEstilosAntd).
import '@cartera/plataforma/antd.css';
import { TEMA } from './tema';
import { algoritmoPrecalculado, temaDeLaConstruccion } from './temaPrecalculado';

dayjs.locale('es');

/**
 * The few global rules antd does not set: no default page margin, the portal's background, a 24×24 px touch
 * target for the show-password eye (antd draws it 14 px wide; WCAG 2.5.8 and Lighthouse ask for 24), and figures that
 * never break inside: antd lets a description, a table cell or a statistic break anywhere (`word-break: break-word`
 * also shrinks the cell's narrowest width to one letter), so a squeezed plan header read «28/11/20 26» and
 * «$ 512.5 00». Text still wraps between words; a money amount (its `$` joined by a no-break space) and a date are one
 * word each (docs/decisiones/cifras-y-valores-por-defecto.md).
 * `.cartera-app` is what antd's `<App>` gave the page (text colour, size, line height and font of the theme)
 * without `<App>` itself, which brings Modal, message and notification to every screen and nobody uses its hooks.
 */
export const ESTILOS_BASE =
  'html,body{margin:0}body{background:#f5f5f5}' +
  ".cartera-app{color:rgba(0,0,0,0.88);font-size:14px;line-height:1.5714285714285714;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif,'Apple Color Emoji','Segoe UI Emoji','Segoe UI Symbol','Noto Color Emoji'}" +
  '.ant-input-password-icon{display:inline-flex;align-items:center;justify-content:center;min-width:24px;min-height:24px}' +
  '.ant-descriptions-item-content,.ant-table-cell,.ant-statistic-content{word-break:normal;overflow-wrap:normal}';

/**
 * antd draws with the static sheet above: no CSS generated, serialized and inserted while React renders each
 * component (15–25 % of the blocking time of /dashboard and /prestamos on a phone; docs/rendimiento.md).
 */
const precalculado = temaDeLaConstruccion();
const TEMA_SIN_RUNTIME = {
  ...TEMA,
  zeroRuntime: true,
  // The tokens antd would derive from the theme, derived by the build instead (temaPrecalculado.ts).
  ...(precalculado ? { algorithm: algoritmoPrecalculado(precalculado) } : {}),
};

/**
 * Where antd writes, at run time, the CSS variables of each kind of component: a node that is not in the page.
 * Even with `zeroRuntime` antd adds a `<style>` to `<head>` when the first button, table or tag mounts and takes it
 * out when the last one goes: 15–17 sheets in and out on a click from the dashboard to a list, DOM work and style
 * invalidations for nothing, since the static sheet already has those same variables.
 */
const FUERA_DE_LA_PAGINA = typeof document === 'undefined' ? undefined : document.createElement('div');

/** antd in Spanish (es_ES), dayjs in Spanish and the portal's theme. Wraps the shell and remotes run alone. */
export function ProveedorCartera({ children }: { children: ReactNode }) {
  return (
    <StyleProvider container={FUERA_DE_LA_PAGINA}>
      <ConfigProvider locale={esES} theme={TEMA_SIN_RUNTIME}>
        {/* React 19 hoists this into <head> once, however many providers render it. */}
        <style href="cartera-base" precedence="default">
          {ESTILOS_BASE}
        </style>
        <div className="cartera-app">{children}</div>
      </ConfigProvider>
    </StyleProvider>
  );
}
