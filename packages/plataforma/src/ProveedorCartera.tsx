import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import './base.css';

dayjs.locale('es');

export const TEMA = {
  token: {
    colorPrimary: '#1f6f5c',
    borderRadius: 6,
  },
};

/** antd in Spanish (es_ES), dayjs in Spanish and the portal's theme. Wraps the shell and remotes run alone. */
export function ProveedorCartera({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={esES} theme={TEMA}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
