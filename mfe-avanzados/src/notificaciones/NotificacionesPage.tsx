import { useState } from 'react';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { diferido, Titulo, useSesion } from '@cartera/plataforma';
import { HistorialTab } from './HistorialTab';

// The first tab (Historial) comes with the screen; the others load when they are first opened.
const CanalesTab = diferido(() => import('./CanalesTab').then((m) => ({ default: m.CanalesTab })));
const EnviarTab = diferido(() => import('./EnviarTab').then((m) => ({ default: m.EnviarTab })));
const PlantillasTab = diferido(() => import('./PlantillasTab').then((m) => ({ default: m.PlantillasTab })));

/**
 * 'Centro de Notificaciones' (spec §2 Notifications centre) with real data: history filtered by the server, sending
 * through the queue, templates with a real-client preview and, for the admin, the channels' settings. A cobrador
 * only has his inbox (the bell in the top bar). The open tab is in the address (`?tab=plantillas`), so Configuración
 * can link to the channels' tab and a reload keeps the tab.
 */
const PESTANAS = ['historial', 'enviar', 'plantillas', 'configuracion'];

export default function NotificacionesPage() {
  const rol = useSesion((estado) => estado.usuario?.rol);
  const [parametros, setParametros] = useSearchParams();
  const [version, setVersion] = useState(0);
  const pestanas = rol === 'admin' ? PESTANAS : PESTANAS.filter((clave) => clave !== 'configuracion');
  const pedida = parametros.get('tab') ?? '';
  const pestana = pestanas.includes(pedida) ? pedida : 'historial';
  const setPestana = (clave: string) =>
    setParametros(clave === 'historial' ? {} : { tab: clave }, { replace: true });
  if (rol !== 'admin' && rol !== 'gerente') {
    return (
      <>
        <Titulo>Centro de Notificaciones</Titulo>
        <p>Sus avisos están en la campana de la barra superior.</p>
      </>
    );
  }
  return (
    <>
      <Titulo>Centro de Notificaciones</Titulo>
      <Tabs
        activeKey={pestana}
        onChange={setPestana}
        destroyOnHidden
        items={[
          { key: 'historial', label: 'Historial', children: <HistorialTab version={version} /> },
          {
            key: 'enviar',
            label: 'Enviar',
            children: (
              <EnviarTab
                alEnviar={() => {
                  setVersion((v) => v + 1);
                  setPestana('historial');
                }}
              />
            ),
          },
          { key: 'plantillas', label: 'Plantillas', children: <PlantillasTab /> },
          ...(rol === 'admin'
            ? [{ key: 'configuracion', label: 'Configuración', children: <CanalesTab /> }]
            : []),
        ]}
      />
    </>
  );
}
