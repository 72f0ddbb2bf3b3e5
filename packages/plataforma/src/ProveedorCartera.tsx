import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';

dayjs.locale('es');

export const TEMA = {
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
};

/**
 * The few global rules antd does not set: no default page margin, the portal's background, and a 24×24 px touch
 * target for the show-password eye (antd draws it 14 px wide; WCAG 2.5.8 and Lighthouse ask for 24).
 * `.cartera-app` is what antd's `<App>` gave the page (text colour, size, line height and font of the theme)
 * without `<App>` itself, which brings Modal, message and notification to every screen and nobody uses its hooks.
 */
const ESTILOS_BASE =
  'html,body{margin:0}body{background:#f5f5f5}' +
  ".cartera-app{color:rgba(0,0,0,0.88);font-size:14px;line-height:1.5714285714285714;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif,'Apple Color Emoji','Segoe UI Emoji','Segoe UI Symbol','Noto Color Emoji'}" +
  '.ant-input-password-icon{display:inline-flex;align-items:center;justify-content:center;min-width:24px;min-height:24px}';

/** antd in Spanish (es_ES), dayjs in Spanish and the portal's theme. Wraps the shell and remotes run alone. */
export function ProveedorCartera({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={esES} theme={TEMA}>
      {/* React 19 hoists this into <head> once, however many providers render it. */}
      <style href="cartera-base" precedence="default">
        {ESTILOS_BASE}
      </style>
      <div className="cartera-app">{children}</div>
    </ConfigProvider>
  );
}
