import { useDiagnostico } from '@cartera/plataforma';
import { cargarRutasRemoto } from './remotos';

describe('carga de remotos', () => {
  const fetchOriginal = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = fetchOriginal;
  });

  it('si remotes.json no responde, falla, lo anota en diagnóstico y el reintento vuelve a pedirlo', async () => {
    const pedir = jest.fn(async () => new Response('no encontrado', { status: 404 }));
    globalThis.fetch = pedir as unknown as typeof fetch;

    await expect(cargarRutasRemoto('mfe_clientes')).rejects.toThrow('/remotes.json respondió HTTP 404');
    await expect(cargarRutasRemoto('mfe_clientes')).rejects.toThrow('HTTP 404');

    expect(pedir).toHaveBeenCalledTimes(2);
    expect(pedir).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(
      useDiagnostico.getState().lineas.some((l) => l.origen === 'remoto' && l.texto.includes('mfe_clientes')),
    ).toBe(true);
  });
});
