import { useEffect, useState } from 'react';
import { Avatar } from 'antd';
import { registrarDiagnostico } from '@cartera/plataforma';
import type { ClienteResumen } from '@cartera/dominio';
import { fotoEnMemoria } from './fotosEnMemoria';

/** Up to two initials: 'María José Peña' → 'MJ'. */
export function iniciales(nombre: string): string {
  return nombre
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((parte) => parte.charAt(0).toUpperCase())
    .join('');
}

interface Props {
  cliente: Pick<ClienteResumen, '_id' | 'nombre' | 'tieneFoto' | 'updatedAt'>;
  size?: number;
}

/** The client's photo, asked for only when the client has one and then kept in memory; initials meanwhile. */
export function AvatarCliente({ cliente, size = 36 }: Props) {
  const [foto, setFoto] = useState<string | null>(null);
  const { _id, tieneFoto, updatedAt } = cliente;

  useEffect(() => {
    setFoto(null);
    if (!tieneFoto) return;
    let vigente = true;
    fotoEnMemoria({ _id, updatedAt })
      .then((leida) => {
        if (vigente) setFoto(leida);
      })
      .catch((error: unknown) => registrarDiagnostico('advertencia', 'http', `Foto del cliente ${_id}: ${String(error)}`));
    return () => {
      vigente = false;
    };
  }, [_id, tieneFoto, updatedAt]);

  if (foto) return <Avatar size={size} src={foto} alt={`Foto de ${cliente.nombre}`} />;
  // Initials in a plain circle: antd's Avatar measures text children (a forced layout per row), too costly for
  // every row of a list.
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: '50%',
        backgroundColor: '#1f6f5c',
        color: '#fff',
        fontSize: Math.round(size * 0.4),
        fontWeight: 600,
      }}
    >
      {iniciales(cliente.nombre)}
    </span>
  );
}
