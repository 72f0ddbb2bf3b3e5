import { useState } from 'react';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { clienteApi, diferido, Titulo, useConsulta, useSesion } from '@cartera/plataforma';
import { esValorDe, type ConfiguracionOrganizacion } from '@cartera/dominio';
import { GeneralTab } from './GeneralTab';
import type { Organizacion } from './organizacion';

// The first tab (General) comes with the screen; the others load when they are first opened.
const NotificacionesTab = diferido(() => import('./NotificacionesTab').then((m) => ({ default: m.NotificacionesTab })));
const PerfilTab = diferido(() => import('./PerfilTab').then((m) => ({ default: m.PerfilTab })));
const SistemaTab = diferido(() => import('./SistemaTab').then((m) => ({ default: m.SistemaTab })));
const OficinasTab = diferido(() => import('./OficinasTab').then((m) => ({ default: m.OficinasTab })));

export const PESTANAS = ['general', 'perfil', 'notificaciones', 'sistema', 'oficinas'] as const;
type Pestana = (typeof PESTANAS)[number];

/**
 * 'Configuración' (spec §2 Settings): tabs General, Mi Perfil, Notificaciones and Sistema, and the admin's Oficinas.
 * Personal preferences stay in local storage; the organisation settings the server needs (company, opening cash
 * balance, automatic messages) come from the API: the admin edits them, the gerente reads them and a collector does
 * not see them. The open tab is in the address (`?tab=perfil`) so it survives a reload and can be linked.
 */
export default function ConfiguracionPage() {
  const rol = useSesion((estado) => estado.usuario?.rol);
  const [parametros, setParametros] = useSearchParams();
  const pedida = parametros.get('tab');
  // Oficinas is the admin's only (docs/decisiones/selector-de-oficina.md): anyone else asking for it gets General.
  const activa: Pestana =
    esValorDe(PESTANAS, pedida) && (pedida !== 'oficinas' || rol === 'admin') ? pedida : 'general';
  const veOrganizacion = rol === 'admin' || rol === 'gerente';

  const consulta = useConsulta(
    () => (veOrganizacion ? clienteApi.get('/api/configuracion/organizacion') : Promise.resolve(undefined)),
    [veOrganizacion],
    { guardarComo: 'configuracion' },
  );
  // The last saved settings replace the first load without fetching again.
  const [reemplazo, setReemplazo] = useState<ConfiguracionOrganizacion | undefined>(undefined);
  const organizacion: Organizacion | null = veOrganizacion
    ? {
        datos: reemplazo ?? consulta.datos,
        cargando: consulta.cargando,
        error: consulta.error,
        editable: rol === 'admin',
        actualizar: setReemplazo,
      }
    : null;

  return (
    <>
      <Titulo>Configuración</Titulo>
      <Tabs
        activeKey={activa}
        onChange={(clave) => setParametros(clave === 'general' ? {} : { tab: clave }, { replace: true })}
        items={[
          { key: 'general', label: 'General', children: <GeneralTab organizacion={organizacion} /> },
          { key: 'perfil', label: 'Mi Perfil', children: <PerfilTab /> },
          { key: 'notificaciones', label: 'Notificaciones', children: <NotificacionesTab organizacion={organizacion} /> },
          { key: 'sistema', label: 'Sistema', children: <SistemaTab organizacion={organizacion} /> },
          ...(rol === 'admin' ? [{ key: 'oficinas', label: 'Oficinas', children: <OficinasTab /> }] : []),
        ]}
      />
    </>
  );
}
