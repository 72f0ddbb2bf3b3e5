// The two offices of the component tests, and the demo session that knows them (as if GET /api/oficinas had
// answered): written once for every remote's tests of the office in force.
import { act } from '@testing-library/react';
import { useOficinas } from '@cartera/plataforma';
import { usuarioDemo } from './jwt';

export const CENTRO = { _id: 'a0000000-0000-4000-8000-000000000001', nombre: 'Oficina Centro' };
export const NORTE = { _id: 'a0000000-0000-4000-8000-000000000002', nombre: 'Oficina Norte' };
export type OficinaDePrueba = typeof CENTRO;

/** The demo user's session sees the offices `disponibles`. */
export function conOficinas(...disponibles: OficinaDePrueba[]): void {
  act(() => useOficinas.setState({ usuarioId: usuarioDemo._id, disponibles }));
}
