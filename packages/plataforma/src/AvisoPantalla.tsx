import type { ReactNode } from 'react';
import {
  CloseCircleFilled,
  ExclamationCircleFilled,
  QuestionCircleFilled,
  StopFilled,
} from '@ant-design/icons';
import { TEMA } from './tema';

const ICONOS = {
  error: <CloseCircleFilled style={{ color: '#ff4d4f' }} />,
  advertencia: <ExclamationCircleFilled style={{ color: '#faad14' }} />,
  prohibido: <StopFilled style={{ color: '#ff4d4f' }} />,
  inexistente: <QuestionCircleFilled style={{ color: TEMA.token.colorPrimary }} />,
} as const;

interface Props {
  tipo: keyof typeof ICONOS;
  titulo: ReactNode;
  detalle?: ReactNode;
  /** Buttons under the texts (Reintentar, Volver…). */
  acciones?: ReactNode;
}

/**
 * A screen that cannot show what was asked (no permission, not found, a module or a load that failed): an icon, a
 * title, a detail and what to do, laid out like antd's `Result`. Not `Result` itself: it brings the 403/404/500
 * illustrations (≈ 9 KB br) to every screen, because the shell's error boundaries render it (issue 14).
 */
export function AvisoPantalla({ tipo, titulo, detalle, acciones }: Props) {
  return (
    <div style={{ padding: '48px 32px', textAlign: 'center' }}>
      <div style={{ marginBottom: 24, fontSize: 72, lineHeight: 1 }}>{ICONOS[tipo]}</div>
      <div style={{ color: 'rgba(0, 0, 0, 0.88)', fontSize: 24, lineHeight: 1.33 }}>{titulo}</div>
      {detalle && <div style={{ marginTop: 8, color: 'rgba(0, 0, 0, 0.65)', fontSize: 14 }}>{detalle}</div>}
      {acciones && <div style={{ marginTop: 24 }}>{acciones}</div>}
    </div>
  );
}
