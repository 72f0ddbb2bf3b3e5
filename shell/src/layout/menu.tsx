import type { ReactNode } from 'react';
import {
  AimOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  DashboardOutlined,
  DollarOutlined,
  EnvironmentOutlined,
  FundOutlined,
  IdcardOutlined,
  NodeIndexOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TeamOutlined,
  UploadOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { NombreIcono } from '@cartera/plataforma/pantallas';

/**
 * The component of each icon a menu entry may name in the registry of screens (packages/plataforma/src/pantallas.ts).
 * Imported one by one: the shell's bundle carries these icons and no other.
 */
export const ICONOS: Readonly<Record<NombreIcono, ReactNode>> = {
  AimOutlined: <AimOutlined />,
  AuditOutlined: <AuditOutlined />,
  BankOutlined: <BankOutlined />,
  BarChartOutlined: <BarChartOutlined />,
  BellOutlined: <BellOutlined />,
  BookOutlined: <BookOutlined />,
  DashboardOutlined: <DashboardOutlined />,
  DollarOutlined: <DollarOutlined />,
  EnvironmentOutlined: <EnvironmentOutlined />,
  FundOutlined: <FundOutlined />,
  IdcardOutlined: <IdcardOutlined />,
  NodeIndexOutlined: <NodeIndexOutlined />,
  SafetyCertificateOutlined: <SafetyCertificateOutlined />,
  SettingOutlined: <SettingOutlined />,
  TeamOutlined: <TeamOutlined />,
  UploadOutlined: <UploadOutlined />,
  UserOutlined: <UserOutlined />,
  WalletOutlined: <WalletOutlined />,
};

/** An entry is active when the path equals its path or lies under it (`/clientes/nuevo` → Clientes). */
export function esRutaActiva(rutaActual: string, rutaItem: string): boolean {
  return rutaActual === rutaItem || rutaActual.startsWith(`${rutaItem}/`);
}
