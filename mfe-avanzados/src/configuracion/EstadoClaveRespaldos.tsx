import { Alert, Button, Typography } from 'antd';
import { formatearFechaHora, type ClaveRespaldos } from '@cartera/dominio';
import { clienteApi, useGuardado } from '@cartera/plataforma';

/**
 * The key that encrypts every backup (never its value): until an admin confirms «Ya guardé la clave en otro lugar», a
 * warning with where the key is; afterwards, who confirmed it and when.
 */
export function EstadoClaveRespaldos({
  clave,
  alConfirmar,
}: {
  clave: ClaveRespaldos;
  /** After the confirmation is recorded (the card reads the list again). */
  alConfirmar: () => void;
}) {
  const { guardando: confirmando, ejecutar } = useGuardado();

  // «Ya guardé la clave en otro lugar»: recorded with who and when.
  const confirmar = () =>
    ejecutar(() => clienteApi.post('/api/sistema/respaldos/clave/guardada'), {
      exito: 'Quedó registrado que la clave de los respaldos está guardada en otro lugar',
      error: 'No se pudo registrar la confirmación',
      alTerminar: alConfirmar,
    });

  const dondeEsta =
    clave.origen === 'archivo' && clave.archivo ? (
      <>
        Cada respaldo se cifra con la clave del archivo{' '}
        <Typography.Text code copyable={{ text: clave.archivo }}>
          {clave.archivo}
        </Typography.Text>{' '}
        de este servidor.
      </>
    ) : (
      <>Cada respaldo se cifra con la clave de RESPALDOS_CLAVE.</>
    );

  if (clave.guardada)
    return (
      <Typography.Text type="secondary">
        {dondeEsta} {clave.guardada.por} confirmó el {formatearFechaHora(clave.guardada.en)} que la guardó en otro
        lugar.
      </Typography.Text>
    );
  return (
    <Alert
      type="warning"
      showIcon
      title="Guarde la clave de los respaldos fuera de este computador"
      description={
        <>
          {dondeEsta} Sin ella no se puede restaurar ningún respaldo: guarde una copia en un lugar seguro fuera de este
          computador (un gestor de contraseñas, una memoria USB guardada aparte).
        </>
      }
      action={
        <Button size="small" loading={confirmando} onClick={() => void confirmar()}>
          Ya guardé la clave en otro lugar
        </Button>
      }
    />
  );
}
