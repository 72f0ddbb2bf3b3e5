// The offices of the signed-in user, asked once per session (GET /api/oficinas: every office for the admin, his own
// for a gerente): the top bar's selector offers them, the lists show an «Oficina» column when there is more than one,
// and the new-client form asks which one. The office in force and its choice: oficinaEnVigor.ts.
import { useEffect } from 'react';
import type { ReferenciaOficina } from '@cartera/dominio';
import { clienteApi } from './clienteApi';
import { useOficinas } from './oficinaEnVigor';
import { useSesion } from './sesion';

let pedidoEnCurso: { usuarioId: string; promesa: Promise<void> } | null = null;

/**
 * Loads the offices of the signed-in user once per session (again after another account signs in). A cobrador has
 * one and chooses none: nothing is asked. If the request fails there is nothing to choose and no office is sent; the
 * API shows what the session may see.
 */
export function cargarOficinas(): Promise<void> {
  const usuario = useSesion.getState().usuario;
  if (usuario === null || usuario.rol === 'cobrador') {
    useOficinas.setState({ usuarioId: usuario?._id ?? null, disponibles: [] });
    return Promise.resolve();
  }
  const { usuarioId, disponibles } = useOficinas.getState();
  if (usuarioId === usuario._id && disponibles !== null) return Promise.resolve();
  if (pedidoEnCurso?.usuarioId === usuario._id) return pedidoEnCurso.promesa;
  const promesa = clienteApi
    .get('/api/oficinas')
    .then((oficinas): ReferenciaOficina[] => oficinas.map(({ _id, nombre }) => ({ _id, nombre })))
    .catch((): ReferenciaOficina[] => [])
    .then((oficinas) => {
      if (useSesion.getState().usuario?._id === usuario._id)
        useOficinas.setState({ usuarioId: usuario._id, disponibles: oficinas });
    })
    .finally(() => {
      pedidoEnCurso = null;
    });
  pedidoEnCurso = { usuarioId: usuario._id, promesa };
  return promesa;
}

/** The offices the session sees (null until they arrive); asks for them if nobody has yet. */
export function useOficinasDisponibles(): readonly ReferenciaOficina[] | null {
  const usuarioId = useSesion((estado) => estado.usuario?._id);
  const disponibles = useOficinas((estado) => (estado.usuarioId === usuarioId ? estado.disponibles : null));
  useEffect(() => {
    if (usuarioId !== undefined) void cargarOficinas();
  }, [usuarioId]);
  return disponibles;
}

/** Whether the session sees more than one office: the lists then show each row's «Oficina». */
export function useVariasOficinas(): boolean {
  const disponibles = useOficinasDisponibles();
  return disponibles !== null && disponibles.length > 1;
}
