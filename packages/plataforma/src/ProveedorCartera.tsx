import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';

dayjs.locale('es');

export const TEMA = {
  token: {
    colorPrimary: '#1f6f5c',
    borderRadius: 6,
  },
};

/** The few global rules antd does not set: no default page margin, the portal's background. */
const ESTILOS_BASE = 'html,body{margin:0}body{background:#f5f5f5}';

/** antd in Spanish (es_ES), dayjs in Spanish and the portal's theme. Wraps the shell and remotes run alone. */
export function ProveedorCartera({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={esES} theme={TEMA}>
      {/* React 19 hoists this into <head> once, however many providers render it. */}
      <style href="cartera-base" precedence="default">
        {ESTILOS_BASE}
      </style>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
