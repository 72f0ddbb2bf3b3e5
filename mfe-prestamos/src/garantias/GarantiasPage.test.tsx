import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { exito, fallo, pagina, servirApi, type Llamada } from '../../../packages/plataforma/test/servidorPrueba';
import GarantiasPage from './GarantiasPage';
import type { Garantia } from '@cartera/dominio';
import { crearGarantia } from './pruebas/datos';
import { responderConfirmacion } from '../../../packages/plataforma/test/confirmacion';
import { antesDeCadaPrueba, iniciarComo, mensajesToast, renderizarEn } from '../../../packages/plataforma/test/pantalla';

const garantia = crearGarantia();

const renderizar = () => renderizarEn('/garantias', <GarantiasPage />);

describe('GarantiasPage', () => {
  antesDeCadaPrueba('admin');

  it('lista con valor en COP, estado y documentos, y filtra por estado en el servidor', async () => {
    const llamadas = servirApi({ 'GET /garantias': () => pagina([garantia], 1) });
    renderizar();
    const fila = within((await screen.findByText('Moto Honda CB 125')).closest('tr') as HTMLElement);
    expect(fila.getByText('$ 3.500.000')).toBeInTheDocument();
    expect(fila.getByText('Pendiente')).toBeInTheDocument();
    expect(fila.getByRole('link', { name: '#12 · María Pérez' })).toHaveAttribute('href', '/prestamos/p1/plan');
    await userEvent.click(screen.getByLabelText('Filtrar por estado'));
    await userEvent.click(await screen.findByTitle('Verificada'));
    await waitFor(() => expect(llamadas.at(-1)?.parametros.get('estado')).toBe('verificada'));
  });

  it("muestra 'Error cargando garantías' cuando la lista falla", async () => {
    servirApi({ 'GET /garantias': () => fallo(500, '') });
    renderizar();
    await waitFor(() => expect(mensajesToast()).toContain('Error cargando garantías'));
  });

  it("'Nueva Garantía' exige el préstamo con 'Selecciona un préstamo' y no envía nada", async () => {
    const llamadas: Llamada[] = servirApi({
      'GET /garantias': () => pagina([], 0),
      'GET /prestamos': () => pagina([], 0),
    });
    renderizar();
    await userEvent.click(screen.getByRole('button', { name: /Nueva Garantía/ }));
    await userEvent.type(await screen.findByLabelText('Descripción'), 'Nevera');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Selecciona un préstamo')).toBeInTheDocument();
    expect(llamadas.some((l) => l.metodo === 'POST')).toBe(false);
  });

  it('el detalle ofrece sólo las transiciones de §4 y muestra el error del servidor al cambiar estado', async () => {
    const llamadas = servirApi({
      'GET /garantias': () => pagina([garantia], 1),
      'GET /documentos': () => exito(garantia.documentos),
      'PUT /garantias/g1': () => fallo(409, 'No se puede pasar una garantía de Pendiente a Verificada'),
    });
    renderizar();
    await userEvent.click(await screen.findByRole('button', { name: 'Ver garantía Moto Honda CB 125' }));
    const dialogo = within(await screen.findByRole('dialog'));
    expect(dialogo.getByText('tarjeta.pdf')).toBeInTheDocument();
    expect(dialogo.queryByRole('button', { name: 'Liberar' })).not.toBeInTheDocument();
    await userEvent.click(dialogo.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(mensajesToast()).toContain('No se puede pasar una garantía de Pendiente a Verificada'));
    expect(llamadas.find((l) => l.metodo === 'PUT')?.cuerpo).toEqual({ estado: 'verificada' });
  });

  it('liberar o ejecutar, estados finales, piden confirmación; sin ella no se envía nada', async () => {
    const verificada: Garantia = { ...garantia, estado: 'verificada' };
    const llamadas = servirApi({
      'GET /garantias': () => pagina([verificada], 1),
      'GET /documentos': () => exito(garantia.documentos),
      'PUT /garantias/g1': () => exito({ ...verificada, estado: 'liberada' }),
    });
    renderizar();
    await userEvent.click(await screen.findByRole('button', { name: 'Ver garantía Moto Honda CB 125' }));
    const dialogo = within(await screen.findByRole('dialog'));
    await userEvent.click(dialogo.getByRole('button', { name: 'Ejecutar' }));
    expect(await responderConfirmacion('Cancelar')).toBe(
      '¿Ejecutar la garantía «Moto Honda CB 125»? Quedará ejecutada y no podrá cambiar de estado.',
    );
    expect(llamadas.some((l) => l.metodo === 'PUT')).toBe(false);
    await userEvent.click(dialogo.getByRole('button', { name: 'Liberar' }));
    expect(await responderConfirmacion('Confirmar')).toBe(
      '¿Liberar la garantía «Moto Honda CB 125»? Quedará liberada y no podrá cambiar de estado.',
    );
    await waitFor(() => expect(mensajesToast()).toContain('Garantía liberada'));
    expect(llamadas.filter((l) => l.metodo === 'PUT').map((l) => l.cuerpo)).toEqual([{ estado: 'liberada' }]);
  });

  it('un cobrador ve el detalle sin botones de estado', async () => {
    iniciarComo('cobrador');
    servirApi({ 'GET /garantias': () => pagina([garantia], 1), 'GET /documentos': () => exito([]) });
    renderizar();
    await userEvent.click(await screen.findByRole('button', { name: 'Ver garantía Moto Honda CB 125' }));
    const dialogo = within(await screen.findByRole('dialog'));
    expect(dialogo.getByText('tarjeta.pdf')).toBeInTheDocument();
    expect(dialogo.queryByRole('button', { name: 'Verificar' })).not.toBeInTheDocument();
  });
});
