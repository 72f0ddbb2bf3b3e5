import { useState } from 'react';
import type { ReactNode } from 'react';
import { Card, Divider, Flex, Switch, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { clienteApi, mensajeDeError, toast, usePreferencias } from '@cartera/plataforma';
import type { Organizacion } from './organizacion';
import type { ConfiguracionOrganizacion } from '@cartera/dominio';
import { TarjetaOrganizacion } from './TarjetaOrganizacion';

type Interruptor = 'recordatorioCuota' | 'avisoMora' | 'reciboCobro';

/** One setting: title and description on the left, its switch on the right. */
function Fila({
  titulo,
  descripcion,
  children,
}: {
  titulo: string;
  descripcion: string;
  children: ReactNode;
}) {
  return (
    <Flex justify="space-between" align="center" gap={16} style={{ padding: '8px 0' }}>
      <div>
        <Typography.Text strong>{titulo}</Typography.Text>
        <br />
        <Typography.Text type="secondary">{descripcion}</Typography.Text>
      </div>
      {children}
    </Flex>
  );
}

export const MENSAJES_AUTOMATICOS: ReadonlyArray<{
  clave: Interruptor;
  titulo: string;
  descripcion: string;
}> = [
  {
    clave: 'recordatorioCuota',
    titulo: 'Recordatorio de cuota',
    descripcion: 'Al cliente, el día antes de que venza cada cuota.',
  },
  {
    clave: 'avisoMora',
    titulo: 'Aviso de mora',
    descripcion: 'Al cliente, cuando su préstamo entra en mora.',
  },
  {
    clave: 'reciboCobro',
    titulo: 'Recibo de cobro',
    descripcion:
      'Al cliente, después de cada cobro: monto, saldo y cobrador; y su corrección si el cobro se edita, se anula o ' +
      'pasa a otro préstamo. Sale sólo si el canal de su plantilla está configurado.',
  },
];

/** The organisation's automatic-message switches (server-side, audited): admin switches, gerente reads. */
function MensajesAutomaticos({ organizacion }: { organizacion: Organizacion }) {
  const [guardando, setGuardando] = useState<Interruptor | null>(null);
  const { editable } = organizacion;

  const cambiar = async (clave: Interruptor, valor: boolean) => {
    setGuardando(clave);
    try {
      const nueva: ConfiguracionOrganizacion = await clienteApi.put('/api/configuracion/organizacion', { cuerpo: { [clave]: valor } });
      organizacion.actualizar(nueva);
      toast.exito(valor ? 'Mensaje automático activado' : 'Mensaje automático desactivado');
    } catch (error) {
      toast.error(mensajeDeError(error, 'Error al guardar la configuración'));
    } finally {
      setGuardando(null);
    }
  };

  return (
    <TarjetaOrganizacion
      titulo="Mensajes automáticos a clientes"
      organizacion={organizacion}
      soloLectura="Sólo un administrador puede activar o desactivar estos mensajes."
    >
      {(datos) => (
        <>
          {MENSAJES_AUTOMATICOS.map(({ clave, titulo, descripcion }) => (
            <Fila key={clave} titulo={titulo} descripcion={descripcion}>
              <Switch
                aria-label={titulo}
                checked={datos[clave]}
                loading={guardando === clave}
                disabled={!editable || (guardando !== null && guardando !== clave)}
                onChange={(valor) => void cambiar(clave, valor)}
              />
            </Fila>
          ))}
          <Divider style={{ margin: '8px 0' }} />
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            Los canales (email, SMS, WhatsApp) y las plantillas se configuran en{' '}
            <Link to="/notificaciones?tab=configuracion">Notificaciones › Configuración</Link>.
          </Typography.Paragraph>
        </>
      )}
    </TarjetaOrganizacion>
  );
}

/** This user's on-screen notices (local storage), each a switch of its preferences. */
const AVISOS_PERSONALES: ReadonlyArray<{
  clave: 'avisosExito' | 'avisosLargos';
  titulo: string;
  descripcion: string;
}> = [
  {
    clave: 'avisosExito',
    titulo: 'Mostrar confirmaciones',
    descripcion: "Avisos verdes como 'Cliente creado'. Los errores y advertencias se muestran siempre.",
  },
  {
    clave: 'avisosLargos',
    titulo: 'Avisos más largos',
    descripcion: 'Los avisos quedan en pantalla el doble de tiempo (8 s; 4 s las confirmaciones).',
  },
];

/** This user's toasts (local storage): confirmations on or off, and a longer stay on screen. */
function AvisosPersonales() {
  const preferencias = usePreferencias();
  return (
    <Card
      title="Avisos en pantalla"
      size="small"
      extra={<Typography.Text type="secondary">Preferencia de este navegador</Typography.Text>}
    >
      {AVISOS_PERSONALES.map(({ clave, titulo, descripcion }) => (
        <Fila key={clave} titulo={titulo} descripcion={descripcion}>
          <Switch
            aria-label={titulo}
            checked={preferencias[clave]}
            onChange={(valor) => preferencias.guardar({ [clave]: valor })}
          />
        </Fila>
      ))}
    </Card>
  );
}

/** 'Notificaciones': automatic messages of the organisation (admin and gerente) and this user's on-screen notices. */
export function NotificacionesTab({ organizacion }: { organizacion: Organizacion | null }) {
  return (
    <Flex vertical gap={16}>
      {organizacion ? (
        <MensajesAutomaticos organizacion={organizacion} />
      ) : (
        <Typography.Paragraph type="secondary">
          Los mensajes automáticos a clientes los administra un administrador. Vea sus notificaciones en{' '}
          <Link to="/notificaciones">Notificaciones</Link>.
        </Typography.Paragraph>
      )}
      <AvisosPersonales />
    </Flex>
  );
}
