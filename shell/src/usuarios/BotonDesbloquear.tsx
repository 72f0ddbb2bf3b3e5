import { Button } from 'antd';
import { UnlockOutlined } from '@ant-design/icons';
import { formatearFechaHora, type Usuario } from '@cartera/dominio';
import { useGuardado } from '@cartera/plataforma';

/** Whether the list says this account cannot sign in from a new device right now (docs/seguridad.md). */
export function estaBloqueada(usuario: Usuario, ahora = Date.now()): boolean {
  return usuario.bloqueadoHasta != null && Date.parse(usuario.bloqueadoHasta) > ahora;
}

interface Props {
  usuario: Usuario;
  desbloquear: (id: string) => Promise<unknown>;
  /** After the unlock: reloads the list (the button goes away with the lock). */
  alTerminar: () => void;
}

/** «Desbloquear» on a locked account: clears its counted sign-in failures on the server (audited there). */
export function BotonDesbloquear({ usuario, desbloquear, alTerminar }: Props) {
  const { guardando: enCurso, ejecutar } = useGuardado();
  const hasta = usuario.bloqueadoHasta ? formatearFechaHora(usuario.bloqueadoHasta) : '';
  const alPulsar = () =>
    ejecutar(() => desbloquear(usuario._id), {
      exito: `Cuenta de ${usuario.nombre} desbloqueada`,
      error: 'Error al desbloquear la cuenta',
      alTerminar,
    });
  return (
    <Button
      size="small"
      icon={<UnlockOutlined />}
      loading={enCurso}
      title={`Bloqueada para dispositivos nuevos hasta ${hasta}`}
      onClick={() => void alPulsar()}
    >
      Desbloquear
    </Button>
  );
}
