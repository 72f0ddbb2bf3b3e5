import { act } from '@testing-library/react';
import { tokenVigente, usuarioDemo } from '../test/jwt';
import { leerPreferencias, usePreferencias } from './preferencias';
import { useSesion } from './sesion';
import { toast, useToasts } from './toasts';

const otroUsuario = { ...usuarioDemo, _id: '0f6a7c2e-1111-4d8a-9a55-6d1f0a1c2b3d', nombre: 'Gabriel Gerente', rol: 'gerente' as const };

describe('preferencias personales', () => {
  beforeEach(() => {
    useSesion.getState().iniciar(tokenVigente(), usuarioDemo);
    usePreferencias.getState().restablecer();
  });
  afterEach(() => {
    useSesion.getState().cerrar();
    useToasts.getState().limpiar();
  });

  it('se guardan en localStorage bajo la clave de la cuenta y se vuelven a leer', () => {
    usePreferencias.getState().guardar({ plazoDefecto: 24, modalidadDefecto: 'diario' });
    expect(JSON.parse(localStorage.getItem(`preferencias:${usuarioDemo._id}`) ?? 'null')).toMatchObject({
      plazoDefecto: 24,
      modalidadDefecto: 'diario',
      avisosExito: true,
    });
    expect(leerPreferencias(usuarioDemo._id)).toMatchObject({ plazoDefecto: 24, modalidadDefecto: 'diario' });
  });

  it('cada cuenta tiene las suyas: al cambiar de sesión se cargan las de la otra', () => {
    usePreferencias.getState().guardar({ plazoDefecto: 15 });
    act(() => useSesion.getState().iniciar(tokenVigente(), otroUsuario));
    expect(usePreferencias.getState().plazoDefecto).toBeNull();
    act(() => useSesion.getState().iniciar(tokenVigente(), usuarioDemo));
    expect(usePreferencias.getState().plazoDefecto).toBe(15);
  });

  it('descarta valores guardados fuera de rango o de otro tipo', () => {
    localStorage.setItem(
      `preferencias:${usuarioDemo._id}`,
      JSON.stringify({ interesDefecto: 150, plazoDefecto: 400, modalidadDefecto: 'anual', avisosExito: 'no' }),
    );
    // An interest kept by an older version is dropped: the organisation's setting is the only one.
    expect(leerPreferencias(usuarioDemo._id)).toEqual({
      plazoDefecto: null,
      modalidadDefecto: null,
      avisosExito: true,
      avisosLargos: false,
      oficina: null,
    });
    localStorage.setItem(`preferencias:${usuarioDemo._id}`, '{roto');
    expect(leerPreferencias(usuarioDemo._id).avisosExito).toBe(true);
  });

  it('restablecer borra las guardadas', () => {
    usePreferencias.getState().guardar({ plazoDefecto: 10 });
    usePreferencias.getState().restablecer();
    expect(localStorage.getItem(`preferencias:${usuarioDemo._id}`)).toBeNull();
    expect(usePreferencias.getState().plazoDefecto).toBeNull();
  });

  it('sin avisos de éxito no aparecen las confirmaciones, pero sí los errores; avisos largos duplican la duración', () => {
    usePreferencias.getState().guardar({ avisosExito: false, avisosLargos: true });
    toast.exito('Cliente creado');
    toast.error('Error al guardar');
    expect(useToasts.getState().toasts.map((t) => [t.mensaje, t.duracionMs])).toEqual([['Error al guardar', 8000]]);
  });
});
