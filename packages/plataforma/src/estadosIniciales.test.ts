// Two component test files of one group share the platform's modules (api/test/support/grupos.cjs): what the group
// runs at the end of a file puts every store back as it started, so the second file sees none of the first one's
// toasts, preferences, session or diagnostic lines. Here the two files are two blocks, and the first ends with that
// same code.
import { act } from '@testing-library/react';
import { tokenVigente, usuarioDemo } from '../test/jwt';
import { useDiagnostico } from './diagnostico';
import { usePreferencias } from './preferencias';
import { useSesion } from './sesion';
import { toast, useToasts } from './toasts';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, lo carga jest.config.js
const grupos = require('../../../api/test/support/grupos.cjs') as {
  codigoAlTerminar(proyecto: string): string;
};

const comoAlPrincipio = {
  sesion: { token: useSesion.getState().token, usuario: useSesion.getState().usuario },
  plazoDefecto: usePreferencias.getState().plazoDefecto,
  avisosExito: usePreferencias.getState().avisosExito,
  lineas: useDiagnostico.getState().lineas.length,
};

describe('un archivo del grupo', () => {
  afterAll(() => {
    // The text grupos.cjs writes in each group after a file.
    new Function('jest', 'require', grupos.codigoAlTerminar('web'))(jest, require);
  });

  it('deja una sesión, preferencias, un aviso y una línea de diagnóstico', () => {
    act(() => {
      useSesion.getState().iniciar(tokenVigente(), usuarioDemo);
      usePreferencias.getState().guardar({ plazoDefecto: 24, avisosExito: false });
      toast.error('Un aviso del archivo anterior');
      useDiagnostico.getState().registrar('error', 'consola', 'una línea del archivo anterior');
    });
    expect(useToasts.getState().toasts).toHaveLength(1);
    expect(usePreferencias.getState().plazoDefecto).toBe(24);
  });
});

describe('el archivo siguiente del grupo', () => {
  it('empieza con cada store como al cargar los módulos', () => {
    expect(useToasts.getState().toasts).toEqual([]);
    expect({ token: useSesion.getState().token, usuario: useSesion.getState().usuario }).toEqual(
      comoAlPrincipio.sesion,
    );
    expect(usePreferencias.getState().plazoDefecto).toBe(comoAlPrincipio.plazoDefecto);
    expect(usePreferencias.getState().avisosExito).toBe(comoAlPrincipio.avisosExito);
    expect(useDiagnostico.getState().lineas).toHaveLength(comoAlPrincipio.lineas);
  });
});
