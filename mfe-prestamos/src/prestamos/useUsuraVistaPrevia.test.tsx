import { renderHook, waitFor } from '@testing-library/react';
import type { PreviewPrestamoUsura, TipoCredito } from '@cartera/dominio';
import { calcularVistaPrevia, type VistaPrevia } from './useVistaPrevia';
import { useUsuraVistaPrevia } from './useUsuraVistaPrevia';
import { crearServidor, fallo, ok, type Llamada } from './pruebas/servidor';
import { TERMINOS_ESCRITOS as terminos } from './pruebas/datos';
const lista: VistaPrevia = { resultado: calcularVistaPrevia(terminos), pendiente: false };

interface Entrada {
  vista: VistaPrevia;
  tipoCredito?: TipoCredito;
  pedir?: boolean;
}

const respuesta = (llamada: Llamada) =>
  ok({
    tipoCredito: (llamada.cuerpo as { tipoCredito?: TipoCredito }).tipoCredito ?? 'consumo_ordinario',
    tasaEfectivaAnual: 644.25,
    tasaUsura: { tasa: 25.62, desde: '2026-11-01', hasta: '2026-11-30' },
    superaUsura: true,
    interesMaximoUsura: 0.5,
  } as Partial<PreviewPrestamoUsura>);

describe('la usura de la vista previa', () => {
  let servidor: ReturnType<typeof crearServidor> | undefined;
  afterEach(() => servidor?.restaurar());

  const pintar = (inicial: Entrada) =>
    renderHook(
      ({ vista, tipoCredito, pedir = true }: Entrada) =>
        useUsuraVistaPrevia(vista, terminos, tipoCredito, '2026-11-02', pedir),
      { initialProps: inicial },
    );

  it('no pregunta mientras se escribe ni con términos incompletos; listos, pregunta con el tipo y la fecha', async () => {
    servidor = crearServidor({ 'POST /prestamos/preview': respuesta });
    const { result, rerender } = pintar({ vista: { ...lista, pendiente: true } });
    rerender({ vista: { resultado: calcularVistaPrevia({ ...terminos, monto: null }), pendiente: false } });
    expect(servidor.de('POST /prestamos/preview')).toHaveLength(0);

    rerender({ vista: lista, tipoCredito: 'microcredito' });
    await waitFor(() => expect(result.current.usura?.tasaUsura?.tasa).toBe(25.62));
    // The terms (without a first payment date, none was written), the type and the disbursement date.
    const { fechaPrimerPago: _sinPrimerPago, ...escritos } = terminos;
    expect(servidor.de('POST /prestamos/preview')[0].cuerpo).toEqual({
      ...escritos,
      tipoCredito: 'microcredito',
      fecha: '2026-11-02',
    });

    // Another type: the answer for the previous one is not shown meanwhile.
    rerender({ vista: lista, tipoCredito: 'consumo_ordinario' });
    expect(result.current.usura).toBeNull();
    await waitFor(() => expect(result.current.usura?.tipoCredito).toBe('consumo_ordinario'));
  });

  it('un fallo del servidor se dice sin cifras de usura; un préstamo desembolsado no pregunta', async () => {
    servidor = crearServidor({ 'POST /prestamos/preview': fallo(500, 'Error interno del servidor') });
    const { result } = pintar({ vista: lista });
    await waitFor(() => expect(result.current.error).toBeTruthy());
    expect(result.current.usura).toBeNull();
    servidor.restaurar();

    servidor = crearServidor({ 'POST /prestamos/preview': respuesta });
    pintar({ vista: lista, pedir: false });
    await new Promise((resolver) => setTimeout(resolver, 50));
    expect(servidor.de('POST /prestamos/preview')).toHaveLength(0);
  });
});
