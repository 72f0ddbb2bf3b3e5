import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { useToasts } from '@cartera/plataforma';
import {
  exito,
  fallo,
  servirApi,
  type RespuestaPrueba,
} from '../../../packages/plataforma/test/servidorPrueba';
import { DocumentosGarantia } from './DocumentosGarantia';
import type { Documento, Garantia } from '@cartera/dominio';
import { crearDocumento, crearGarantia } from './pruebas/datos';
import { antesDeCadaPrueba } from '../../../packages/plataforma/test/pantalla';

/** A document of loan p1 not yet linked to a guarantee. */
const documento = (_id: string, nombreOriginal: string): Documento =>
  crearDocumento({ _id, nombreOriginal, relacionadoTipo: 'prestamo', relacionadoId: 'p1' });

const tarjeta = documento('d1', 'tarjeta.pdf');
const soat = documento('d2', 'soat.pdf');
const garantia: Garantia = crearGarantia({ documentos: [tarjeta] });

const mensajesToast = () => useToasts.getState().toasts.map((t) => `${t.tipo}: ${t.mensaje}`);

/** Renders the documents and picks 'soat.pdf', a document of the loan not yet linked to the guarantee. */
async function elegirDocumentoDelPrestamo(alCambiar: (garantia: Garantia) => void) {
  render(<DocumentosGarantia garantia={garantia} alCambiar={alCambiar} />);
  await userEvent.click(await screen.findByLabelText('Documento a vincular'));
  await userEvent.click(await screen.findByTitle('soat.pdf'));
  const vincular = screen.getByRole('button', { name: /Vincular/ });
  await waitFor(() => expect(vincular).toBeEnabled());
  return vincular;
}

describe('DocumentosGarantia', () => {
  antesDeCadaPrueba('admin');

  it('dos clics seguidos en "Vincular" vinculan una sola vez y avisan "Documento vinculado"', async () => {
    let responder: (respuesta: RespuestaPrueba) => void = () => undefined;
    const llamadas = servirApi({
      'GET /documentos': () => exito([tarjeta, soat]),
      'POST /garantias/g1/documentos/d2': () =>
        new Promise<RespuestaPrueba>((resolve) => {
          responder = resolve;
        }),
    });
    const alCambiar = jest.fn();
    const vincular = await elegirDocumentoDelPrestamo(alCambiar);

    // Both clicks land before React redraws the button as loading: only the save's own guard stops the second.
    act(() => {
      fireEvent.click(vincular);
      fireEvent.click(vincular);
    });
    await waitFor(() => expect(llamadas.filter((l) => l.metodo === 'POST')).toHaveLength(1));
    const actualizada = { ...garantia, documentos: [tarjeta, soat] };
    responder(exito(actualizada));

    await waitFor(() => expect(mensajesToast()).toEqual(['exito: Documento vinculado']));
    expect(alCambiar).toHaveBeenCalledWith(actualizada);
    expect(llamadas.filter((l) => l.metodo === 'POST')).toHaveLength(1);
  });

  it("un fallo sin mensaje del servidor avisa 'No se pudo vincular el documento' y deja el documento elegido", async () => {
    servirApi({
      'GET /documentos': () => exito([tarjeta, soat]),
      'POST /garantias/g1/documentos/d2': () => fallo(500, ''),
    });
    const alCambiar = jest.fn();
    const vincular = await elegirDocumentoDelPrestamo(alCambiar);

    await userEvent.click(vincular);
    await waitFor(() => expect(mensajesToast()).toEqual(['error: No se pudo vincular el documento']));
    expect(alCambiar).not.toHaveBeenCalled();
    // 'Vincular' is only enabled with a document chosen: the same one can be tried again.
    await waitFor(() => expect(vincular).toBeEnabled());
  });

  it('la vista previa de un PDF va en un marco con sandbox sin permisos', async () => {
    const pdf = '%PDF-1.4\n%%EOF\n';
    servirApi({
      'GET /documentos': () => exito([tarjeta]),
      'GET /documentos/d1/archivo': () => new Response(pdf, { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    const crear = URL.createObjectURL;
    const revocar = URL.revokeObjectURL;
    URL.createObjectURL = () => 'blob:vista-previa';
    URL.revokeObjectURL = () => undefined;
    try {
      const { unmount } = render(<DocumentosGarantia garantia={garantia} alCambiar={jest.fn()} />);
      await userEvent.click(await screen.findByRole('button', { name: 'Ver tarjeta.pdf' }));
      const marco = await screen.findByTitle('Vista previa de tarjeta.pdf');
      expect(marco.tagName).toBe('IFRAME');
      expect(marco.getAttribute('sandbox')).toBe('');
      unmount();
    } finally {
      URL.createObjectURL = crear;
      URL.revokeObjectURL = revocar;
    }
  });
});
